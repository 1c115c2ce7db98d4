/**
 * Rule evaluation, in two modes that must agree:
 * - fast: short-circuits, records nothing (what the app runs on every change of facts);
 * - explain: evaluates every clause and records, per clause, what it read and why it held or
 *   failed (what `policy decide --explain`, the dev panel and failing tests print).
 */
import { fillSays } from './explain/says';
import type { Context } from './context';
import type { Bundle } from './bundle';
import type { Body, Clause, Rule } from '../generated/types/policy';
import { applyLogic } from './logic/compile';
import { recording, truthy } from './logic/logic';
import { compiled } from './logic/compile';
import { evalThrottle, throttleHolds } from './throttles';

export interface Step {
  clause: string;
  says: string;
  held: boolean;
  reads: Record<string, unknown>;
  notes?: string[];
  steps?: Step[];
}

export interface Explanation {
  value: unknown;
  summary: string;
  steps: Step[];
}

type RuleLike = Pick<Rule, 'all' | 'any' | 'none'>;
type Mode = 'all' | 'any' | 'none';

function modeOf(rule: RuleLike): { mode: Mode; clauses: Clause[] } {
  if (rule.all) return { mode: 'all', clauses: rule.all };
  if (rule.any) return { mode: 'any', clauses: rule.any };
  return { mode: 'none', clauses: rule.none ?? [] };
}

type Fast<T> = (ctx: Context) => T;

export class Evaluator {
  private readonly conditionFns = new Map<string, Fast<boolean>>();
  private readonly bodyFns = new WeakMap<Body, Fast<unknown>>();

  constructor(private readonly bundle: Bundle) {}

  // ---- fast path: the policies compiled once into closures, short-circuiting, recording nothing

  body(body: Body, ctx: Context): unknown {
    let fn = this.bodyFns.get(body);
    if (!fn) {
      fn = this.compileBody(body);
      this.bodyFns.set(body, fn);
    }
    return fn(ctx);
  }

  condition(name: string, ctx: Context): boolean {
    return this.conditionFn(name)(ctx);
  }

  private conditionFn(name: string): Fast<boolean> {
    let fn = this.conditionFns.get(name);
    if (!fn) {
      const cond = Object.prototype.hasOwnProperty.call(this.bundle.conditions, name) ? this.bundle.conditions[name] : undefined;
      if (!cond) throw new Error(`unknown condition ${name}`);
      // `use` clauses look conditions up when they run, so compiling never recurses.
      fn = this.compileRule(cond.rule);
      this.conditionFns.set(name, fn);
    }
    return fn;
  }

  private compileRule(rule: RuleLike): Fast<boolean> {
    const { mode, clauses } = modeOf(rule);
    const fns = clauses.map((c) => this.compileClause(c));
    if (fns.length === 1 && mode !== 'none') return fns[0]!;
    if (mode === 'all') {
      return (ctx) => {
        for (let i = 0; i < fns.length; i++) if (!fns[i]!(ctx)) return false;
        return true;
      };
    }
    if (mode === 'any') {
      return (ctx) => {
        for (let i = 0; i < fns.length; i++) if (fns[i]!(ctx)) return true;
        return false;
      };
    }
    return (ctx) => {
      for (let i = 0; i < fns.length; i++) if (fns[i]!(ctx)) return false;
      return true;
    };
  }

  private compileClause(c: Clause): Fast<boolean> {
    if (c.when !== undefined) {
      const f = compiled(c.when);
      return (ctx) => truthy(f(ctx));
    }
    if (c.use !== undefined) {
      const name = c.use;
      const expected = c.is ?? true;
      return (ctx) => this.conditionFn(name)(ctx) === expected;
    }
    if (c.throttle !== undefined) {
      const t = c.throttle;
      return (ctx) => throttleHolds(t, ctx);
    }
    return this.compileRule(c);
  }

  private compileBody(body: Body): Fast<unknown> {
    switch (body.kind) {
      case 'boolean':
        return this.compileRule(body.rule!);
      case 'first': {
        const options = body.options!.map((o) => ({ test: this.compileRule(o.rule), value: o.value }));
        const otherwise = body.otherwise ?? null;
        return (ctx) => {
          for (const o of options) if (o.test(ctx)) return o.value;
          return otherwise;
        };
      }
      case 'list': {
        const items = compiled(body.items);
        const include = body.include ? this.compileRule(body.include) : null;
        return (ctx) => {
          const list = items(ctx);
          if (!Array.isArray(list)) return [];
          const out: unknown[] = [];
          // One context per list, its `item` swapped per element (cheaper than a copy per item).
          const itemCtx: Context = include ? { ...ctx } : ctx;
          for (const item of list) {
            if (include) {
              itemCtx.item = item;
              if (!include(itemCtx)) continue;
            }
            out.push(pick(item, body));
          }
          return out;
        };
      }
      case 'value':
        return compiled(body.value);
      case 'record': {
        const fields = Object.entries(body.fields!).map(([name, field]) => [name, this.compileBody(field)] as const);
        return (ctx) => {
          const out: Record<string, unknown> = {};
          for (const [name, f] of fields) out[name] = f(ctx);
          return out;
        };
      }
    }
  }

  // ---- explain mode -------------------------------------------------------------------------

  explainRule(rule: RuleLike, ctx: Context): { held: boolean; steps: Step[] } {
    const { mode, clauses } = modeOf(rule);
    const steps = clauses.map((c) => this.explainClause(c, ctx));
    const holding = steps.filter((s) => s.held).length;
    const held = mode === 'all' ? holding === steps.length : mode === 'any' ? holding > 0 : holding === 0;
    return { held, steps };
  }

  explainClause(c: Clause, ctx: Context): Step {
    const base = { clause: c.id, says: fillSays(c.says, c) };
    if (c.when !== undefined) {
      const { result, reads, notes } = recording(() => truthy(applyLogic(c.when, ctx)));
      return { ...base, held: result, reads, ...(notes.length ? { notes } : {}) };
    }
    if (c.use !== undefined) {
      const cond = this.bundle.conditions[c.use];
      const inner = this.explainRule(cond!.rule, ctx);
      const expected = c.is ?? true;
      return {
        ...base,
        held: inner.held === expected,
        reads: {},
        notes: [`condition ${c.use} (${fillSays(cond!.says, cond)}) is ${String(inner.held)}${expected ? '' : ', and must be false'}`],
        steps: inner.steps,
      };
    }
    if (c.throttle !== undefined) {
      const r = evalThrottle(c.throttle, ctx);
      return { ...base, held: r.held, reads: r.reads, notes: [r.note] };
    }
    const inner = this.explainRule(c, ctx);
    return { ...base, held: inner.held, reads: {}, steps: inner.steps };
  }

  explainBody(body: Body, ctx: Context): Explanation {
    switch (body.kind) {
      case 'boolean': {
        const { held, steps } = this.explainRule(body.rule!, ctx);
        return { value: held, summary: summariseRule(body.rule!, held, steps), steps };
      }
      case 'first': {
        const steps: Step[] = [];
        const failed: string[] = [];
        for (const [i, option] of body.options!.entries()) {
          const r = this.explainRule(option.rule, ctx);
          const label = `option ${i + 1}: ${JSON.stringify(option.value)}`;
          const says = option.says !== undefined ? fillSays(option.says, option) : label;
          steps.push({ clause: label, says, held: r.held, reads: {}, steps: r.steps });
          if (r.held) {
            return { value: option.value, summary: `${JSON.stringify(option.value)}: ${says} (${summariseRule(option.rule, true, r.steps)})`, steps };
          }
          failed.push(`${JSON.stringify(option.value)}: ${summariseRule(option.rule, false, r.steps)}`);
        }
        const value = body.otherwise ?? null;
        return { value, summary: `${JSON.stringify(value)}: none of the ${steps.length} options applied (${failed.join('; ')})`, steps };
      }
      case 'list': {
        const { result: items, reads } = recording(() => applyLogic(body.items, ctx));
        const steps: Step[] = [];
        const value: unknown[] = [];
        const dropped: string[] = [];
        for (const item of Array.isArray(items) ? items : []) {
          const id = itemName(item);
          if (!body.include) {
            value.push(pick(item, body));
            continue;
          }
          const r = this.explainRule(body.include, { ...ctx, item });
          steps.push({ clause: `item ${id}`, says: `item ${id}`, held: r.held, reads: {}, steps: r.steps });
          if (r.held) value.push(pick(item, body));
          else dropped.push(`${id} (${summariseRule(body.include, false, r.steps)})`);
        }
        const kept = value.map((v) => (typeof v === 'string' ? v : itemName(v))).join(', ') || 'nothing';
        const summary = `${value.length} item${value.length === 1 ? '' : 's'} from ${Object.keys(reads).join(', ') || 'the list'}: ${kept}${dropped.length ? `; left out: ${dropped.join('; ')}` : ''}`;
        return { value, summary, steps };
      }
      case 'value': {
        const { result, reads } = recording(() => applyLogic(body.value, ctx));
        const from = Object.entries(reads).map(([k, v]) => `${k} = ${short(v)}`).join(', ');
        return { value: result, summary: `${JSON.stringify(result)}${from ? ` from ${from}` : ''}`, steps: [] };
      }
      case 'record': {
        const value: Record<string, unknown> = {};
        const steps: Step[] = [];
        const parts: string[] = [];
        for (const [name, field] of Object.entries(body.fields!)) {
          const e = this.explainBody(field, ctx);
          value[name] = e.value;
          parts.push(`${name} ${e.summary}`);
          steps.push({ clause: name, says: field.says !== undefined ? fillSays(field.says, field) : name, held: truthy(e.value), reads: {}, steps: e.steps });
        }
        return { value, summary: parts.join('; '), steps };
      }
    }
  }
}

function itemName(item: unknown): string {
  if (item && typeof item === 'object' && 'id' in item) return String((item as { id: unknown }).id);
  return JSON.stringify(item);
}

const hasOwn = Object.prototype.hasOwnProperty;

function pick(item: unknown, body: Body): unknown {
  if (!item || typeof item !== 'object') return item;
  if (body.pluck !== undefined) return hasOwn.call(item, body.pluck) ? (item as Record<string, unknown>)[body.pluck] : null;
  const fields = body.select ?? [];
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (hasOwn.call(item, f)) out[f] = (item as Record<string, unknown>)[f];
  }
  return out;
}

/** A value as JSON, cut to a readable length. */
export function short(v: unknown, max = 80): string {
  const text = JSON.stringify(v) ?? 'undefined';
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function describeReads(step: Step): string {
  const reads = Object.entries(step.reads).map(([k, v]) => `${k} = ${short(v)}`);
  const notes = step.notes ?? [];
  const all = [...notes, ...reads];
  return all.length ? ` (${all.join('; ')})` : '';
}

/** One sentence: which clause settled the rule. */
function summariseRule(rule: RuleLike, held: boolean, steps: Step[]): string {
  const { mode } = modeOf(rule);
  const settled =
    mode === 'all'
      ? held ? steps : steps.filter((s) => !s.held).slice(0, 1)
      : mode === 'any'
        ? held ? steps.filter((s) => s.held).slice(0, 1) : steps
        : held ? steps : steps.filter((s) => s.held).slice(0, 1);
  if (mode === 'all' && held) return steps.length === 1 ? `"${steps[0]!.says}" holds${describeReads(deepest(steps[0]!))}` : `all ${steps.length} conditions held`;
  if (mode === 'any' && !held) return `none of ${steps.length} alternatives held`;
  if (mode === 'none' && held) return `none of ${steps.length} exclusions applied`;
  const s = settled[0];
  if (!s) return held ? 'held' : 'did not hold';
  const verb = mode === 'none' ? 'applies' : s.held ? 'holds' : 'does not hold';
  return `"${s.says}" ${verb}${describeReads(deepest(s))}`;
}

/** Follow nested steps to the clause that actually decided, for a concrete reason. */
function deepest(step: Step): Step {
  if (!step.steps || step.steps.length === 0 || Object.keys(step.reads).length > 0) return step;
  const decisive = step.steps.find((s) => s.held === step.held) ?? step.steps.find((s) => s.held !== step.held);
  if (!decisive) return step;
  const inner = deepest(decisive);
  return { ...step, reads: inner.reads, notes: [...(step.notes ?? []), ...(inner.notes ?? [])] };
}
