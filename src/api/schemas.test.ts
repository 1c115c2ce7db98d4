/**
 * The API response schemas keep the repository's conventions (draft 2020-12, $id under
 * https://schemas.exchange.example/api/, a description on every property, an explicit decision
 * on additionalProperties for every object), and the generated validators module is
 * browser-ready (no require, no Ajv import) and current.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Node = { [key: string]: unknown };
const dir = 'schemas/api';
const files = readdirSync(dir).filter((f) => f.endsWith('.schema.json')).sort();

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every subschema position, with a JSON pointer. */
function* subschemas(schema: unknown, pointer = ''): Generator<[string, Node]> {
  if (!isNode(schema)) return;
  yield [pointer, schema];
  for (const key of ['properties', '$defs', 'patternProperties']) {
    const map = schema[key];
    if (isNode(map)) for (const [name, child] of Object.entries(map)) yield* subschemas(child, `${pointer}/${key}/${name}`);
  }
  for (const key of ['items', 'additionalProperties', 'propertyNames', 'not']) {
    if (isNode(schema[key])) yield* subschemas(schema[key], `${pointer}/${key}`);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    const list = schema[key];
    if (Array.isArray(list)) for (const [i, child] of list.entries()) yield* subschemas(child, `${pointer}/${key}/${i}`);
  }
}

describe.each(files)('schemas/api/%s', (file) => {
  const schema = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as Node;

  it('is draft 2020-12 with its $id, a title and a description', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toBe(`https://schemas.exchange.example/api/${file}`);
    expect(schema.title).toMatch(/^[A-Z][A-Za-z0-9]+$/);
    expect(typeof schema.description).toBe('string');
  });

  it('describes every property and decides open or closed for every object', () => {
    const problems: string[] = [];
    for (const [pointer, node] of subschemas(schema)) {
      if (/\/properties\/[^/]+$/.test(pointer) && typeof node.description !== 'string') problems.push(`${pointer}: no description`);
      if (node.type === 'object' && node.properties !== undefined && node.additionalProperties === undefined) {
        problems.push(`${pointer}: additionalProperties not decided`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('says why it is open or closed', () => {
    if (file === 'common.schema.json') return;
    expect(String(schema.$comment)).toMatch(/open|closed|Closed|Open/);
  });
});

describe('src/generated/validators.js', () => {
  const code = readFileSync('src/generated/validators.js', 'utf8');

  it('is one ES module with no require and no Ajv import (the compiler never ships)', () => {
    expect(code).not.toMatch(/\brequire\s*\(/);
    expect(code).not.toMatch(/from\s+['"]ajv/);
    expect(code).toMatch(/^export \{/m);
  });

  it('is current (gen-validators --check)', () => {
    expect(() => execFileSync('node_modules/.bin/tsx', ['scripts/gen-validators.ts', '--check'], { stdio: 'pipe' })).not.toThrow();
  }, 30_000);
});
