/**
 * The compiled fast path must agree with json-logic-js (the reference semantics, with our
 * operators installed) on every expression in policies/ against every scenario's context, and
 * on random expressions over random data.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { join } from 'node:path';
import { compile } from './compile';
import { applyReference, installOperators } from './logic';
import { listJson, loadEngine, readJson, repoRoot } from '../../bundle/node';

installOperators();
const engine = loadEngine();

function expressions(node: unknown, out: unknown[] = []): unknown[] {
  if (Array.isArray(node)) node.forEach((n) => expressions(n, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === 'when' || k === 'items' || (k === 'value' && (node as { kind?: string }).kind === 'value')) out.push(v);
      else expressions(v, out);
    }
  }
  return out;
}

const safe = (f: () => unknown): unknown => {
  try {
    return { ok: f() };
  } catch (e) {
    return { threw: e instanceof Error ? e.message : String(e) };
  }
};

describe('compiled JSON Logic agrees with json-logic-js', () => {
  const exprs = [...expressions(engine.bundle.policies), ...expressions(engine.bundle.conditions)];
  const contexts = listJson(join(repoRoot, 'scenarios')).map((f) => engine.context((readJson(f) as { facts: object }).facts));

  it(`on all ${exprs.length} policy expressions against every scenario context`, () => {
    expect(exprs.length).toBeGreaterThan(50);
    for (const ctx of contexts) {
      const withItem = { ...ctx, item: ctx.nav.depositDrawer[2] ?? null };
      for (const e of exprs) {
        if (JSON.stringify(e).includes('"cond"')) continue; // needs the engine's condition table; covered by scenarios
        expect(compile(e)(withItem)).toEqual(applyReference(e, withItem));
      }
    }
  });

  it('on random expressions over random data', () => {
    const leaf = fc.oneof(
      fc.constantFrom(0, 1, 2, -1, '', 'a', '0', true, false, null),
      fc.constantFrom('a', 'b', 'a.b', 'c.0', 'constructor', '__proto__', 'missing').map((p) => ({ var: p })),
    );
    const expr = fc.letrec<{ e: unknown }>((tie) => ({
      e: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf,
        fc.tuple(fc.constantFrom('and', 'or', 'if', 'merge'), fc.array(tie('e'), { maxLength: 4 })).map(([op, args]) => ({ [op]: args })),
        fc.tuple(fc.constantFrom('==', '!=', '===', '!==', '<', '<=', '>', '>=', 'in', 'cat'), tie('e'), tie('e')).map(([op, a, b]) => ({ [op]: [a, b] })),
        fc.tuple(fc.constantFrom('!', '!!'), tie('e')).map(([op, a]) => ({ [op]: a })),
        fc.tuple(tie('e'), tie('e'), tie('e')).map(([a, b, c]) => ({ '<': [a, b, c] })),
      ),
    }));
    const data = fc.record({ a: fc.jsonValue(), b: fc.jsonValue(), c: fc.array(fc.jsonValue(), { maxLength: 3 }) }, { requiredKeys: [] });
    fc.assert(
      fc.property(expr.e, data, (e, d) => {
        expect(safe(() => compile(e)(d))).toEqual(safe(() => applyReference(e, d)));
      }),
      { numRuns: 3000 },
    );
  });
});
