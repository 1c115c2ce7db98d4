/** Strict JSON reading (issue 38): each silent mistake or crash becomes a sentence with the place. */
import { describe, expect, it } from 'vitest';
import { JSON_LIMITS, locatePointer, parseJsonText } from './jsonText';
import { formatError } from './errors';

const errorsOf = (text: string): string[] => {
  const r = parseJsonText(text, 'policies/x.json');
  return r.ok ? [] : r.errors.map(formatError);
};

describe('parseJsonText', () => {
  it('reads a clean file', () => {
    expect(parseJsonText('{"a": [1, {"b": "[{"}]}', 'f.json')).toEqual({ ok: true, value: { a: [1, { b: '[{' }] } });
  });

  it('names a duplicate key with its pointer and both lines', () => {
    const text = '{\n  "rule": {\n    "hours": 24,\n    "hours": 1\n  }\n}';
    expect(errorsOf(text)).toEqual([
      'policies/x.json /rule/hours: duplicate key "hours" at line 4 (first at line 3, /rule/hours): JSON keeps only the last one, so the first would be silently ignored; keep one',
    ]);
  });

  it('allows the same key in sibling objects', () => {
    expect(errorsOf('[{"a": 1}, {"a": 2}]')).toEqual([]);
  });

  it('says a byte-order mark in words', () => {
    expect(errorsOf('\uFEFF{}')).toEqual([
      'policies/x.json /: starts with a byte-order mark (BOM, an invisible character some editors add): save the file as UTF-8 without BOM',
    ]);
  });

  it('refuses a 200 000-entry array fast, with its line', () => {
    const text = `{\n"a": [${Array.from({ length: 200_000 }, () => 0).join(',')}]}`;
    const started = Date.now();
    expect(errorsOf(text)).toEqual([
      `policies/x.json /: the array at line 2, column 6 has more than ${JSON_LIMITS.arrayEntries} entries (the limit per array): split the data or keep it out of policy files`,
    ]);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses deep nesting with the place instead of overflowing the stack', () => {
    const text = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    expect(errorsOf(text)).toEqual([
      `policies/x.json /: nested more than ${JSON_LIMITS.depth} levels deep (line 1, column ${5 * JSON_LIMITS.depth + 1}): no policy, config or facts file needs that; flatten it`,
    ]);
  });

  it('refuses a file over the size limit', () => {
    const text = JSON.stringify({ s: 'x'.repeat(JSON_LIMITS.bytes) });
    expect(errorsOf(text)).toEqual(['policies/x.json /: 1.0 MB is over the limit of 1 MB per file: policy, config and facts files are small; this is not one']);
  });

  it('names the line and column of a syntax error', () => {
    expect(errorsOf('{\n  "a": 1,\n}')).toEqual(['policies/x.json /: not valid JSON (line 3, column 1): property name expected']);
  });

  it('locates a pointer', () => {
    const text = '{\n  "user": {\n    "country": "x",\n    "list": [1, 2]\n  }\n}';
    expect(locatePointer(text, '/user/country')).toEqual({ line: 3, column: 5 });
    expect(locatePointer(text, '/user/list/1')).toEqual({ line: 4, column: 17 });
    expect(locatePointer(text, '/nope')).toBeNull();
  });
});
