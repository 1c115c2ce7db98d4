/**
 * JSON Logic, hardened, plus the product's own operators (docs/policy-language.md).
 *
 * json-logic-js keeps one global operator table; this module is the only place that touches it.
 * - `var` reads own properties only: `constructor`, `__proto__` and friends read as absent.
 * - `<`, `<=`, `>`, `>=` are false when an operand is null, undefined or not a number/string, so
 *   a missing fact never satisfies a comparison by accident (plain JS: `null < 5` is true).
 * - When a recorder is active (explain mode only), `var` records every path it reads and the
 *   custom operators leave human-readable notes ("matched prefix /trade").
 */
import jsonLogic from 'json-logic-js';
import type { RulesLogic, AdditionalOperation } from 'json-logic-js';
import { featureForPath, hoursSince, menuHas, menuHiddenForPath, pathMatches, pathStartsWith, versionAtLeast } from './operators';
import type { NativeGates, ComplianceFeatures } from '../bundle';

export type Logic = RulesLogic<AdditionalOperation>;

interface Recorder {
  reads: Record<string, unknown>;
  notes: string[];
}

let recorder: Recorder | null = null;

/** Run `fn` while recording reads and notes; returns both. */
export function recording<T>(fn: () => T): { result: T; reads: Record<string, unknown>; notes: string[] } {
  const previous = recorder;
  const mine: Recorder = { reads: {}, notes: [] };
  recorder = mine;
  try {
    return { result: fn(), reads: mine.reads, notes: mine.notes };
  } finally {
    recorder = previous;
  }
}

export function recordRead(path: string, value: unknown): void {
  if (recorder) recorder.reads[path] = value;
}

function note(text: string): void {
  if (recorder) recorder.notes.push(text);
}

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** Own-property path lookup used by `var` and by throttles' `...From` paths. */
export function readPath(data: unknown, path: string): unknown {
  if (path === '') return data;
  let cur: unknown = data;
  for (const seg of path.split('.')) {
    if (cur === null || typeof cur !== 'object' || !hasOwn(cur, seg)) return undefined;
    cur = (cur as Record<string, unknown>)[seg];
  }
  return cur;
}

function safeVar(this: unknown, path: unknown, fallback?: unknown): unknown {
  const key = path === undefined || path === null ? '' : String(path);
  const value = readPath(this, key);
  const result = value === undefined ? (fallback === undefined ? null : fallback) : value;
  if (recorder && key !== '') recorder.reads[key] = result;
  return result;
}

const comparable = (v: unknown): boolean =>
  (typeof v === 'number' && !Number.isNaN(v)) || typeof v === 'string';

function compare(test: (a: never, b: never) => boolean) {
  return (...args: unknown[]): boolean => {
    const operands = args.filter((_, i) => i < 3 && args[i] !== undefined);
    if (operands.length < 2 || !operands.every(comparable)) return false;
    for (let i = 0; i + 1 < operands.length; i++) {
      if (!test(operands[i] as never, operands[i + 1] as never)) return false;
    }
    return true;
  };
}

/** Operators a policy may use. `policy check` rejects everything else. */
const BUILTIN_OPERATORS = [
  'var', 'missing', 'missing_some', 'if', '?:', '==', '===', '!=', '!==', '!', '!!', 'or', 'and',
  '>', '>=', '<', '<=', 'max', 'min', '+', '-', '*', '/', '%', 'map', 'filter', 'reduce', 'all',
  'none', 'some', 'merge', 'in', 'cat', 'substr',
] as const;

const CUSTOM_OPERATORS = [
  'pathStartsWith', 'pathMatches', 'menuHas', 'menuHiddenForPath', 'pathInFeatures', 'hoursSince', 'hasKey',
  'nativeVersionAtLeast', 'cond',
] as const;

export const ALLOWED_OPERATORS: ReadonlySet<string> = new Set<string>([...BUILTIN_OPERATORS, ...CUSTOM_OPERATORS]);

/** Data the custom operators need from the bundle; set by the engine before evaluating. */
export interface OperatorEnv {
  features: ComplianceFeatures;
  gates: NativeGates;
  condition: (name: string, data: unknown) => boolean;
}

let env: OperatorEnv | null = null;

export function withOperatorEnv<T>(e: OperatorEnv, fn: () => T): T {
  const previous = env;
  env = e;
  try {
    return fn();
  } finally {
    env = previous;
  }
}

type Operation = (this: unknown, ...args: unknown[]) => unknown;

const notes = (): boolean => recorder !== null;

/**
 * Our operators, used both by json-logic-js (the reference semantics) and by the compiler in
 * ./compile.ts (the fast path). Notes are built only while recording.
 */
export const OPERATIONS: Record<string, Operation> = {
  var: safeVar,
  '<': compare((a, b) => a < b),
  '<=': compare((a, b) => a <= b),
  '>': compare((a, b) => a > b),
  '>=': compare((a, b) => a >= b),
  pathStartsWith(path, prefixes) {
    const hit = pathStartsWith(path, prefixes);
    if (hit !== null && notes()) note(`path ${String(path)} starts with ${hit}`);
    return hit !== null;
  },
  pathMatches(path, patterns) {
    const hit = pathMatches(path, patterns);
    if (hit !== null && notes()) note(`path ${String(path)} matches ${hit}`);
    return hit !== null;
  },
  menuHas(menu, code) {
    const found = menuHas(menu, code);
    if (notes()) note(`compliance menu ${found ? 'has' : 'lacks'} ${String(code)}`);
    return found;
  },
  menuHiddenForPath(menu, path) {
    const code = menuHiddenForPath(menu, path, env?.features ?? {});
    if (code !== null && notes()) note(`path ${String(path)} belongs to feature ${code}, hidden in the compliance menu`);
    return code !== null;
  },
  pathInFeatures(codes, path) {
    const code = featureForPath(codes, path, env?.features ?? {});
    if (notes()) note(code === null ? `path ${String(path)} belongs to none of ${JSON.stringify(codes)}` : `path ${String(path)} belongs to feature ${code}`);
    return code !== null;
  },
  hoursSince(stamp, now) {
    const h = hoursSince(stamp, now);
    if (notes()) note(h === null ? 'no valid timestamp stored' : `${h.toFixed(1)} hours since ${String(stamp)}`);
    return h;
  },
  hasKey(obj, key) {
    const ok =
      typeof key === 'string' && key !== '' && obj !== null && typeof obj === 'object' && hasOwn(obj, key) &&
      (obj as Record<string, unknown>)[key] !== '' && (obj as Record<string, unknown>)[key] != null;
    if (notes()) note(`${String(key) || '(no name)'} ${ok ? 'is set' : 'is not set'}`);
    return ok;
  },
  nativeVersionAtLeast(gate) {
    const gates = env?.gates ?? {};
    const spec = typeof gate === 'string' && hasOwn(gates, gate) ? gates[gate] : undefined;
    const platform = readPath(this, 'app.platform');
    const version = readPath(this, 'app.version');
    const ok = spec !== undefined && versionAtLeast(spec, platform, version);
    if (notes()) note(`native ${String(platform) || 'web'} ${String(version)} ${ok ? 'passes' : 'fails'} gate ${String(gate)}`);
    return ok;
  },
  cond(name) {
    if (!env || typeof name !== 'string') return false;
    return env.condition(name, this);
  },
};

let installed = false;

/** Register our operators with json-logic-js (idempotent). */
export function installOperators(): void {
  if (installed) return;
  installed = true;
  for (const [name, fn] of Object.entries(OPERATIONS)) jsonLogic.add_operation(name, fn);
  // `log` prints to the console: not for policies.
  jsonLogic.rm_operation('log');
}

/** Reference evaluation by json-logic-js (the compiler is tested against it). */
export function applyReference(logic: unknown, data: unknown): unknown {
  installOperators();
  return jsonLogic.apply(logic as Logic, data);
}

export const truthy = (v: unknown): boolean => jsonLogic.truthy(v);
