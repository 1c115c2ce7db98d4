/**
 * Bounded inputs (issue 37): a response over its size or nested deeper than its limit yields the
 * endpoint's SPEC section 8 default, logged once, and never throws, whatever its size or depth.
 */
import { http, HttpResponse } from 'msw';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '../mocks/node';
import { createTestClient } from '../mocks/testClient';
import { PATHS } from './paths';
import { COMPLIANCE_DEFAULT, complianceCheckEndpoint } from './endpoints/compliance';
import { DEFAULT_RESPONSE_LIMIT, jsonNestsDeeperThan } from './limits';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('jsonNestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestsDeeperThan('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[1,{"b":2}]}', 2)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":"[[[[[[{{{{"}', 1)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":"\\"[[[["}', 1)).toBe(false);
    expect(jsonNestsDeeperThan('1', 0)).toBe(false);
  });

  it('reads a 100 000-deep text without recursion', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(jsonNestsDeeperThan(deep, 32)).toBe(true);
    expect(jsonNestsDeeperThan(deep, 100_000)).toBe(false);
  });
});

/** A compliance menu nested `levels` deep (issue 37's probe: 3000 broke the page, 10000 threw). */
function deepMenu(levels: number): string {
  let node = '{"code":"futures","hidden":1}';
  for (let i = 0; i < levels; i++) node = `{"code":"m${i}","hidden":0,"children":[${node}]}`;
  return `{"code":0,"data":{"menu":[${node}],"business":[],"limit":{"limit_country":"US"},"toast":{},"tips":{}}}`;
}

describe('a response over its limits yields the default, logged once (issue 37)', () => {
  const answer = (body: string) => server.use(http.get(`*${PATHS.complianceCheck}`, () => new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } })));

  it.each([3_000, 10_000, 100_000])('a compliance answer %i levels deep', async (levels) => {
    answer(deepMenu(levels));
    const warn = vi.fn();
    const { client } = createTestClient({ warn });
    const first = await client.call(complianceCheckEndpoint, {});
    expect(first).toMatchObject({ ok: false, reason: 'limit', data: COMPLIANCE_DEFAULT });
    await client.call(complianceCheckEndpoint, {});
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/complianceCheck .*limit: body (nests deeper than 32 levels|of \d+ characters is over the limit)/);
  });

  it('a 10 MB answer', async () => {
    answer(`{"code":0,"data":{"menu":[],"business":[],"limit":{},"toast":{},"tips":{},"pad":"${'x'.repeat(10_000_000)}"}}`);
    const warn = vi.fn();
    const { client } = createTestClient({ warn });
    expect(await client.call(complianceCheckEndpoint, {})).toMatchObject({ ok: false, reason: 'limit', data: COMPLIANCE_DEFAULT });
    expect(warn.mock.calls[0]![0]).toMatch(/over the limit of 2000000/);
  });

  it('a real answer passes', async () => {
    answer(deepMenu(3));
    const { client } = createTestClient({ warn: () => undefined });
    expect(await client.call(complianceCheckEndpoint, {})).toMatchObject({ ok: true });
  });
});

/** The depth a schema allows, following local and common refs; Infinity when it recurses. */
function schemaDepth(node: unknown, root: Record<string, unknown>, common: Record<string, unknown>, seen: readonly string[] = []): number {
  if (typeof node !== 'object' || node === null) return 0;
  const n = node as Record<string, unknown>;
  if (typeof n.$ref === 'string') {
    if (seen.includes(n.$ref)) return Infinity;
    const [file, pointer = ''] = n.$ref.split('#');
    const base = file ? common : root;
    const target = pointer.split('/').slice(1).reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], base);
    return schemaDepth(target, base, common, [...seen, n.$ref]);
  }
  const children: unknown[] = [];
  for (const key of ['properties', 'patternProperties']) if (n[key]) children.push(...Object.values(n[key] as object));
  for (const key of ['items', 'additionalProperties']) if (typeof n[key] === 'object') children.push(n[key]);
  for (const key of ['anyOf', 'oneOf', 'allOf']) if (Array.isArray(n[key])) children.push(...(n[key] as unknown[]));
  const inner = Math.max(0, ...children.map((c) => schemaDepth(c, root, common, seen)));
  const own = n.type === 'object' || n.type === 'array' || n.properties !== undefined || n.items !== undefined ? 1 : 0;
  const combinator = ['anyOf', 'oneOf', 'allOf'].some((k) => Array.isArray(n[k]));
  return combinator && own === 0 ? inner : own + inner;
}

describe('the default depth is generous for real data', () => {
  it('every response schema without recursion nests well under it', () => {
    const dir = 'schemas/api';
    const common = JSON.parse(readFileSync(`${dir}/common.schema.json`, 'utf8')) as Record<string, unknown>;
    const depths = readdirSync(dir)
      .filter((f) => f.endsWith('.schema.json') && f !== 'common.schema.json')
      .map((f) => [f, schemaDepth(JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')), JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as Record<string, unknown>, common)] as const);
    const finite = depths.filter(([, d]) => Number.isFinite(d));
    expect(finite.length).toBeGreaterThan(50);
    for (const [file, depth] of finite) expect(depth, file).toBeLessThanOrEqual(DEFAULT_RESPONSE_LIMIT.maxDepth / 2);
  });
});
