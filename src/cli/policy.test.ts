import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const policy = (...args: string[]) =>
  spawnSync(join(root, 'node_modules/.bin/tsx'), ['src/cli/policy.ts', ...args], { cwd: root, encoding: 'utf8' });

describe('policy command exit codes', () => {
  it('--help prints the usage and exits 0', () => {
    const run = policy('--help');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^usage:/);
  });

  it('an unknown option is an error with the usage, exit 2', () => {
    const run = policy('diff', '--bogus');
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^policy: unknown option --bogus\nusage:/);
  });

  it('--only without its value is an error, not an empty answer', () => {
    const run = policy('decide', '--only');
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/option --only needs a value/);
  });

  it('decide --only=ID answers for that decision alone', () => {
    const run = policy('decide', 'scenarios/registration-modal-refused-when-logged-in.json', '--only=registrationModal');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ registrationModal: false });
  });
});
