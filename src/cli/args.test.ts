import { describe, expect, it } from 'vitest';
import { parseCommand, UsageError } from './args';

const fails = (argv: string[]) => {
  try {
    parseCommand(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`expected ${JSON.stringify(argv)} to be refused`);
};

describe('policy CLI arguments (strict)', () => {
  it('--help, -h and help print the usage', () => {
    for (const argv of [['--help'], ['-h'], ['help'], ['decide', '--help'], ['check', '-h'], ['diff', '--help']]) {
      expect(parseCommand(argv)).toEqual({ command: 'help' });
    }
  });

  it('no command, or an unknown one, is an error', () => {
    expect(fails([])).toBe('no command given');
    expect(fails(['decid'])).toBe('unknown command "decid"');
  });

  it('check takes nothing', () => {
    expect(parseCommand(['check'])).toEqual({ command: 'check' });
    expect(fails(['check', 'extra'])).toBe('check: unexpected argument "extra"');
    expect(fails(['check', '--fix'])).toBe('unknown option --fix');
  });

  it('decide takes one facts file or -, and its options', () => {
    expect(parseCommand(['decide', 'facts.json'])).toEqual({ command: 'decide', file: 'facts.json', explain: false, json: false, only: null });
    expect(parseCommand(['decide', '-', '--explain', '--json'])).toEqual({ command: 'decide', file: '-', explain: true, json: true, only: null });
    expect(parseCommand(['decide', 'f.json', '--only', 'kycBar,footer'])).toMatchObject({ only: ['kycBar', 'footer'] });
    expect(parseCommand(['decide', '--only=kycBar', 'f.json'])).toMatchObject({ file: 'f.json', only: ['kycBar'] });
    // The browser tests ask for JSON explicitly; without --explain the output is JSON anyway.
    expect(parseCommand(['decide', '-', '--json', '--only', 'notFoundLinks'])).toMatchObject({ json: true, explain: false });
  });

  it('decide refuses what it does not understand', () => {
    expect(fails(['decide'])).toBe('decide needs one facts file (or - for standard input)');
    expect(fails(['decide', 'a.json', 'b.json'])).toBe('decide: unexpected argument "b.json"');
    expect(fails(['decide', 'f.json', '--only'])).toBe('option --only needs a value');
    expect(fails(['decide', 'f.json', '--only='])).toBe('option --only needs a value: decision ids, comma-separated');
    expect(fails(['decide', 'f.json', '--explian'])).toBe('unknown option --explian');
    expect(fails(['decide', 'f.json', '--explain=yes'])).toBe('option --explain takes no value');
  });

  it('diff takes at most a revision, --json, --ci and --out DIR', () => {
    const plain = { command: 'diff', rev: 'HEAD', json: false, ci: false, out: 'artifacts/policy-diff' };
    expect(parseCommand(['diff'])).toEqual(plain);
    expect(parseCommand(['diff', 'origin/main'])).toEqual({ ...plain, rev: 'origin/main' });
    expect(parseCommand(['diff', 'origin/main', '--ci', '--json', '--out', 'review'])).toEqual({ ...plain, rev: 'origin/main', ci: true, json: true, out: 'review' });
    expect(fails(['diff', '--out'])).toBe('option --out needs a value');
    expect(fails(['diff', '--bogus'])).toBe('unknown option --bogus');
    expect(fails(['diff', 'a', 'b'])).toBe('diff: unexpected argument "b"');
  });
});
