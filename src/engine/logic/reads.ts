/**
 * What a bundle's rules read: every `var` of the policies and shared conditions, the constants
 * each is compared with (and how, and with which other paths), path constants, throttles, and per
 * policy (and per option of a `first` policy) what it reads and which paths it names, the shared
 * conditions it uses folded in. Pure. `policy diff` derives its population from it
 * (src/cli/population.ts), and the build its bar-stack hints (src/bundle/barHints.ts): a new
 * rule widens both by itself.
 */
import type { Bundle } from '../bundle';
import type { Throttle } from '../../generated/types/policy';
import { ALLOWED_OPERATORS } from './logic';

/** What one policy (or shared condition, or option of a `first` policy) reads and names. */
interface Scope {
  /** Context paths read with `var` (and by throttles). */
  reads: Set<string>;
  /** Path-like constants it compares the path with (compliance features' paths where it asks for them). */
  paths: Set<string>;
  /** Shared conditions it uses; `*` when it picks one by a value (a config item's condition). */
  uses: Set<string>;
}

export interface Reads {
  /** Context path -> the constants it is compared with (JSON-encoded), how, and with which other paths. */
  vars: Map<string, { constants: Set<string>; ops: Set<string>; withVars: Set<string> }>;
  throttles: Throttle[];
  /** Every policy, shared conditions resolved. */
  policies: Array<{ id: string; scope: Scope; options: Scope[] }>;
}

const COMPARE = new Set(['==', '===', '!=', '!==', '<', '<=', '>', '>=', 'in', 'hasKey', 'menuHas', 'pathStartsWith', 'pathMatches']);
const PATH_LIKE = /^\/[A-Za-z0-9_./-]*$/;
const newScope = (): Scope => ({ reads: new Set(), paths: new Set(), uses: new Set() });

function varPath(node: unknown): string | null {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return null;
  const keys = Object.keys(node);
  if (keys.length !== 1 || keys[0] !== 'var') return null;
  const raw = (node as { var: unknown }).var;
  const path = Array.isArray(raw) ? raw[0] : raw;
  return typeof path === 'string' && path !== '' ? path : null;
}

function entry(reads: Reads, path: string) {
  let e = reads.vars.get(path);
  if (!e) {
    e = { constants: new Set(), ops: new Set(), withVars: new Set() };
    reads.vars.set(path, e);
  }
  return e;
}

function walk(node: unknown, reads: Reads, scope: Scope, features: string[]): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, reads, scope, features);
    return;
  }
  if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      if (key === 'throttle' && value && typeof value === 'object') {
        reads.throttles.push(value as Throttle);
        for (const from of ['cookieFrom', 'ttlHoursFrom', 'maxFrom', 'keyFrom'] as const) {
          const path = (value as Record<string, unknown>)[from];
          if (typeof path === 'string') {
            entry(reads, path);
            scope.reads.add(path);
          }
        }
        const t = value as Throttle;
        scope.reads.add(`storage.${t.type === 'cookieAbsent' ? 'cookies' : (t.store ?? 'localStorage')}`);
        if (t.type === 'perPathDailyCount') scope.reads.add('route.path');
        continue;
      }
      const path = key === 'var' ? varPath(node) : null;
      if (path) {
        entry(reads, path);
        scope.reads.add(path);
        continue;
      }
      if (key === 'use' && typeof value === 'string') scope.uses.add(value);
      if (key === 'cond') scope.uses.add(typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : '*');
      if (key === 'nativeVersionAtLeast') scope.reads.add('app');
      if (key === 'menuHiddenForPath' || key === 'pathInFeatures') for (const p of features) scope.paths.add(p);
      if (ALLOWED_OPERATORS.has(key)) {
        const args = Array.isArray(value) ? value : [value];
        const vars = args.map(varPath);
        const literals = args.filter((a, i) => vars[i] === null && (a === null || typeof a !== 'object' || Array.isArray(a)));
        for (const [i, v] of vars.entries()) {
          if (!v || !COMPARE.has(key)) continue;
          const e = entry(reads, v);
          e.ops.add(key);
          for (const lit of literals.flat()) if (lit === null || typeof lit !== 'object') e.constants.add(JSON.stringify(lit));
          for (const [j, other] of vars.entries()) if (other && j !== i) e.withVars.add(other);
        }
      }
      walk(value, reads, scope, features);
    }
    return;
  }
  // As written: a trailing slash matters to a prefix ("/price/" is the detail pages, not /price).
  if (typeof node === 'string' && PATH_LIKE.test(node)) scope.paths.add(node);
}

/** Everything the policies and shared conditions read and compare, per policy. */
export function readsOf(bundle: Bundle): Reads {
  const reads: Reads = { vars: new Map(), throttles: [], policies: [] };
  const features = Object.values(bundle.complianceFeatures).flatMap((f) => f?.paths ?? []);
  const conditions = new Map<string, Scope>();
  for (const [name, condition] of Object.entries(bundle.conditions)) {
    const scope = newScope();
    walk(condition, reads, scope, features);
    conditions.set(name, scope);
  }
  // A scope with the shared conditions it uses (and those they use) folded in.
  const resolve = (scope: Scope): Scope => {
    const out: Scope = { reads: new Set(scope.reads), paths: new Set(scope.paths), uses: new Set() };
    const todo = [...scope.uses];
    const done = new Set<string>();
    while (todo.length) {
      const name = todo.pop()!;
      if (done.has(name)) continue;
      done.add(name);
      if (name === '*') {
        todo.push(...conditions.keys());
        continue;
      }
      const c = conditions.get(name);
      if (!c) continue;
      for (const r of c.reads) out.reads.add(r);
      for (const p of c.paths) out.paths.add(p);
      todo.push(...c.uses);
    }
    out.uses = done;
    return out;
  };
  for (const policy of bundle.policies) {
    const scope = newScope();
    const options = (policy as { options?: unknown[] }).options;
    const optionScopes: Scope[] = [];
    if (Array.isArray(options)) {
      for (const option of options) {
        const s = newScope();
        walk(option, reads, s, features);
        optionScopes.push(resolve(s));
      }
    }
    walk(policy, reads, scope, features);
    reads.policies.push({ id: policy.id, scope: resolve(scope), options: optionScopes });
  }
  return reads;
}

/** The numbers among a path's compared constants. */
export const numbers = (constants: ReadonlySet<string> | undefined): number[] =>
  [...(constants ?? [])].map((c) => JSON.parse(c) as unknown).filter((n): n is number => typeof n === 'number');
