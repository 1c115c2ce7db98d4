/**
 * Compiles a JSON Logic expression once into a closure. json-logic-js re-inspects every node on
 * every evaluation (Object.keys twice, an array map, a table lookup); the app decides on every
 * change of facts, so the engine compiles instead. Semantics are json-logic-js's: the operators
 * that matter are compiled here, with the same truthiness and the same short-circuiting, and
 * anything else (map, filter, reduce, cat, arithmetic…) is handed to json-logic-js itself.
 * compile.test.ts checks, on every policy expression and on random ones, that both agree.
 */
import jsonLogic from 'json-logic-js';
import { OPERATIONS, installOperators, recordRead, type Logic } from './logic';

export type Compiled = (data: unknown) => unknown;

const truthy = (v: unknown): boolean => jsonLogic.truthy(v);
const cache = new WeakMap<object, Compiled>();

export function compiled(logic: unknown): Compiled {
  if (logic === null || typeof logic !== 'object') return () => logic;
  let fn = cache.get(logic);
  if (!fn) {
    fn = compile(logic);
    cache.set(logic, fn);
  }
  return fn;
}

function reference(logic: unknown): Compiled {
  installOperators();
  return (data) => jsonLogic.apply(logic as Logic, data);
}

export function compile(logic: unknown): Compiled {
  if (Array.isArray(logic)) {
    const parts = logic.map(compile);
    return (data) => parts.map((p) => p(data));
  }
  if (logic === null || typeof logic !== 'object') return () => logic;
  const keys = Object.keys(logic);
  if (keys.length !== 1) return () => logic; // not an operation: a literal, as in json-logic-js
  const op = keys[0]!;
  const raw = (logic as Record<string, unknown>)[op];
  const args = Array.isArray(raw) ? raw : [raw];
  const c = args.map(compile);
  const [a, b] = c;

  switch (op) {
    case 'var':
      if (typeof args[0] === 'string' && args[0] !== '') return compileVar(args[0], args[1]);
      break;
    case 'and':
      return (data) => {
        let v: unknown;
        for (const f of c) {
          v = f(data);
          if (!truthy(v)) return v;
        }
        return v;
      };
    case 'or':
      return (data) => {
        let v: unknown;
        for (const f of c) {
          v = f(data);
          if (truthy(v)) return v;
        }
        return v;
      };
    case 'if':
    case '?:':
      return (data) => {
        let i = 0;
        for (; i + 1 < c.length; i += 2) if (truthy(c[i]!(data))) return c[i + 1]!(data);
        return i < c.length ? c[i]!(data) : null;
      };
    case '!':
      return (data) => !truthy(a!(data));
    case '!!':
      return (data) => truthy(a!(data));
    case '==':
      // eslint-disable-next-line eqeqeq -- JSON Logic's == is JavaScript's loose equality
      return (data) => a!(data) == b!(data);
    case '!=':
      // eslint-disable-next-line eqeqeq
      return (data) => a!(data) != b!(data);
    case '===':
      return (data) => a!(data) === b!(data);
    case '!==':
      return (data) => a!(data) !== b!(data);
    case 'in':
      return (data) => {
        const hay = b!(data) as { indexOf?: (x: unknown) => number } | null | undefined;
        return !!hay && typeof hay.indexOf === 'function' && hay.indexOf(a!(data)) !== -1;
      };
    case 'map':
    case 'filter':
    case 'reduce':
    case 'all':
    case 'none':
    case 'some':
    case 'missing':
    case 'missing_some':
      // Scoped or data-dependent: json-logic-js's own implementation.
      return reference(logic);
  }
  const operation = Object.prototype.hasOwnProperty.call(OPERATIONS, op) ? OPERATIONS[op] : undefined;
  if (operation) {
    if (c.length === 1) return (data) => operation.call(data, a!(data));
    if (c.length === 2) return (data) => operation.call(data, a!(data), b!(data));
    return (data) => operation.apply(data, c.map((f) => f(data)));
  }
  return reference(logic);
}

const hasOwn = Object.prototype.hasOwnProperty;

/** `var` with a literal path: the path is split once, own properties only (as safeVar). */
function compileVar(path: string, fallback: unknown): Compiled {
  const segs = path.split('.');
  const dflt = fallback === undefined ? null : fallback;
  return (data) => {
    let cur: unknown = data;
    for (let i = 0; i < segs.length; i++) {
      if (cur === null || typeof cur !== 'object' || !hasOwn.call(cur, segs[i]!)) {
        cur = undefined;
        break;
      }
      cur = (cur as Record<string, unknown>)[segs[i]!];
    }
    const result = cur === undefined ? dflt : cur;
    recordRead(path, result);
    return result;
  };
}

/** Fast evaluation: the expression compiled once (cached per expression object). */
export function applyLogic(logic: unknown, data: unknown): unknown {
  return compiled(logic)(data);
}
