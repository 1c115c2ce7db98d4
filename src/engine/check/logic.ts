/**
 * Static checks of policy files beyond their schema: only known operators, only fact paths some
 * schema declares, only conditions that exist, clause ids unique among siblings, no condition
 * that uses itself.
 */
import { ALLOWED_OPERATORS } from '../logic/logic';
import { closest, type CheckError } from './errors';
import { saysProblems } from '../explain/says';

export type SchemaDoc = Record<string, unknown>;

/** Operators whose later arguments run with each array element as data (`var` paths are relative). */
const SCOPED = new Set(['map', 'filter', 'reduce', 'all', 'none', 'some']);

export type PathValidator = (path: string) => { ok: true } | { ok: false; hint: string };

/** Walk a schema along a dotted path. Handles properties, additionalProperties, items and $refs. */
export function schemaPathValidator(root: SchemaDoc, docs: ReadonlyMap<string, SchemaDoc>): PathValidator {
  function resolve(node: SchemaDoc, home: SchemaDoc): { node: SchemaDoc; home: SchemaDoc } {
    let n = node;
    let h = home;
    for (let guard = 0; typeof n.$ref === 'string' && guard < 20; guard++) {
      const [file, frag] = (n.$ref as string).split('#');
      const target = file ? docs.get(file) : h;
      if (!target) return { node: {}, home: h };
      h = target;
      n = (frag ?? '').split('/').filter(Boolean).reduce<SchemaDoc>((acc, seg) => (acc[seg] ?? {}) as SchemaDoc, target);
    }
    return { node: n, home: h };
  }

  function children(node: SchemaDoc, home: SchemaDoc): Array<{ node: SchemaDoc; home: SchemaDoc }> {
    const r = resolve(node, home);
    const branches = [...((r.node.allOf as SchemaDoc[]) ?? []), ...((r.node.anyOf as SchemaDoc[]) ?? []), ...((r.node.oneOf as SchemaDoc[]) ?? [])];
    return [r, ...branches.flatMap((b) => children(b, r.home))];
  }

  function step(node: SchemaDoc, home: SchemaDoc, seg: string): Array<{ node: SchemaDoc; home: SchemaDoc }> {
    const next: Array<{ node: SchemaDoc; home: SchemaDoc }> = [];
    for (const c of children(node, home)) {
      const props = c.node.properties as Record<string, SchemaDoc> | undefined;
      if (props && Object.prototype.hasOwnProperty.call(props, seg)) next.push({ node: props[seg]!, home: c.home });
      else if (c.node.additionalProperties && typeof c.node.additionalProperties === 'object') {
        next.push({ node: c.node.additionalProperties as SchemaDoc, home: c.home });
      } else if (/^\d+$/.test(seg) && c.node.items && typeof c.node.items === 'object') {
        next.push({ node: c.node.items as SchemaDoc, home: c.home });
      }
    }
    return next;
  }

  function known(node: SchemaDoc, home: SchemaDoc): string[] {
    return children(node, home).flatMap((c) => Object.keys((c.node.properties as object | undefined) ?? {}));
  }

  return (path: string) => {
    let frontier = [{ node: root, home: root }];
    let walked = '';
    for (const seg of path.split('.')) {
      const next = frontier.flatMap((f) => step(f.node, f.home, seg));
      if (next.length === 0) {
        const options = frontier.flatMap((f) => known(f.node, f.home));
        const guess = closest(seg, options);
        const where = walked ? `under ${walked}` : 'at the top level';
        return {
          ok: false,
          hint: guess ? `did you mean "${walked ? `${walked}.` : ''}${guess}"?` : options.length ? `known ${where}: ${options.join(', ')}` : `${walked} has no fields`,
        };
      }
      frontier = next;
      walked = walked ? `${walked}.${seg}` : seg;
    }
    return { ok: true };
  };
}

interface Ctx {
  file: string;
  errors: CheckError[];
  validPath: PathValidator;
  conditions: ReadonlySet<string>;
  usedConditions?: Set<string>;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkLogic(logic: unknown, pointer: string, ctx: Ctx, scoped = false): void {
  if (Array.isArray(logic)) {
    logic.forEach((l, i) => checkLogic(l, `${pointer}/${i}`, ctx, scoped));
    return;
  }
  if (!isObj(logic)) return;
  const keys = Object.keys(logic);
  if (keys.length !== 1) {
    // JSON Logic treats any object with one key as an operation; anything else is a literal, which a policy never needs.
    ctx.errors.push({ file: ctx.file, pointer, message: `an expression must have exactly one operator, found ${keys.length}: ${keys.join(', ') || '(none)'}` });
    return;
  }
  const op = keys[0]!;
  const args = logic[op];
  const here = `${pointer}/${op.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  if (!ALLOWED_OPERATORS.has(op)) {
    const guess = closest(op, ALLOWED_OPERATORS);
    ctx.errors.push({ file: ctx.file, pointer: here, message: `unknown operator "${op}"${guess ? ` (did you mean "${guess}"?)` : ''}` });
    return;
  }
  const list = Array.isArray(args) ? args : [args];
  if (op === 'var') {
    const path = list[0];
    if (typeof path !== 'string') {
      if (!scoped) ctx.errors.push({ file: ctx.file, pointer: here, message: 'a fact path must be a literal string' });
      return;
    }
    if (scoped) return; // relative to the array element
    const r = ctx.validPath(path);
    if (!r.ok) ctx.errors.push({ file: ctx.file, pointer: here, message: `unknown fact path "${path}" (${r.hint})` });
    return;
  }
  if (op === 'cond') {
    const name = list[0];
    if (typeof name === 'string') {
      if (!ctx.conditions.has(name)) {
        const guess = closest(name, ctx.conditions);
        ctx.errors.push({ file: ctx.file, pointer: here, message: `unknown condition "${name}"${guess ? ` (did you mean "${guess}"?)` : ''}` });
      }
      ctx.usedConditions?.add(name);
      return;
    }
    checkLogic(name, `${here}/0`, ctx, scoped);
    return;
  }
  if (SCOPED.has(op)) {
    checkLogic(list[0], `${here}/0`, ctx, scoped);
    list.slice(1).forEach((a, i) => checkLogic(a, `${here}/${i + 1}`, ctx, true));
    return;
  }
  if (Array.isArray(args)) args.forEach((a, i) => checkLogic(a, `${here}/${i}`, ctx, scoped));
  else checkLogic(args, here, ctx, scoped);
}

const THROTTLE_PATHS = ['cookieFrom', 'ttlHoursFrom', 'maxFrom', 'keyFrom'] as const;

export function checkRule(rule: unknown, pointer: string, ctx: Ctx): void {
  if (!isObj(rule)) return;
  for (const mode of ['all', 'any', 'none'] as const) {
    const clauses = rule[mode];
    if (!Array.isArray(clauses)) continue;
    const ids = new Set<string>();
    clauses.forEach((c: unknown, i) => {
      const at = `${pointer}/${mode}/${i}`;
      if (!isObj(c)) return;
      if (typeof c.id === 'string') {
        if (ids.has(c.id)) ctx.errors.push({ file: ctx.file, pointer: `${at}/id`, message: `clause id "${c.id}" is used twice in this rule` });
        ids.add(c.id);
      }
      if (c.when !== undefined) checkLogic(c.when, `${at}/when`, ctx);
      if (typeof c.use === 'string') {
        ctx.usedConditions?.add(c.use);
        if (!ctx.conditions.has(c.use)) {
          const guess = closest(c.use, ctx.conditions);
          ctx.errors.push({ file: ctx.file, pointer: `${at}/use`, message: `unknown condition "${c.use}"${guess ? ` (did you mean "${guess}"?)` : ''}` });
        }
      }
      if (isObj(c.throttle)) {
        for (const key of THROTTLE_PATHS) {
          const path = c.throttle[key];
          if (typeof path !== 'string') continue;
          const r = ctx.validPath(path);
          if (!r.ok) ctx.errors.push({ file: ctx.file, pointer: `${at}/throttle/${key}`, message: `unknown fact path "${path}" (${r.hint})` });
        }
      }
      checkRule(c, at, ctx);
    });
  }
}

/** Check one decision body (recursing into record fields). */
export function checkBody(body: unknown, pointer: string, ctx: Ctx): void {
  if (!isObj(body)) return;
  if (body.rule) checkRule(body.rule, `${pointer}/rule`, ctx);
  if (Array.isArray(body.options)) {
    body.options.forEach((o: unknown, i) => isObj(o) && checkRule(o.rule, `${pointer}/options/${i}/rule`, ctx));
  }
  if (body.items !== undefined) checkLogic(body.items, `${pointer}/items`, ctx);
  if (body.include) checkRule(body.include, `${pointer}/include`, ctx);
  if (body.kind === 'value') checkLogic(body.value, `${pointer}/value`, ctx);
  if (isObj(body.fields)) {
    for (const [name, field] of Object.entries(body.fields)) checkBody(field, `${pointer}/fields/${name}`, ctx);
  }
}

/** Conditions that (directly or not) use themselves. */
export function conditionCycles(conditions: Record<string, { rule: unknown }>): string[][] {
  const uses = new Map<string, string[]>();
  const collect = (node: unknown, into: string[]): void => {
    if (Array.isArray(node)) node.forEach((n) => collect(n, into));
    else if (isObj(node)) {
      if (typeof node.use === 'string') into.push(node.use);
      if (typeof node.cond === 'string') into.push(node.cond);
      Object.values(node).forEach((n) => collect(n, into));
    }
  };
  for (const [name, c] of Object.entries(conditions)) {
    const into: string[] = [];
    collect(c.rule, into);
    uses.set(name, into);
  }
  const cycles: string[][] = [];
  const visit = (name: string, stack: string[]): void => {
    if (stack.includes(name)) {
      if (stack[0] === name) cycles.push([...stack, name]);
      return;
    }
    for (const next of uses.get(name) ?? []) visit(next, [...stack, name]);
  };
  for (const name of uses.keys()) visit(name, []);
  return cycles;
}

/**
 * Every `says` sentence of a policy file against its own clause (src/engine/explain/says.ts): a
 * number written out, or a placeholder the clause lacks, is an error at the sentence's pointer.
 */
export function checkSays(json: unknown, file: string, errors: CheckError[], pointer = ''): void {
  if (Array.isArray(json)) {
    json.forEach((item, i) => checkSays(item, file, errors, `${pointer}/${i}`));
    return;
  }
  if (!isObj(json)) return;
  if (typeof json.says === 'string') for (const message of saysProblems(json.says, json)) errors.push({ file, pointer: `${pointer}/says`, message });
  for (const [key, value] of Object.entries(json)) {
    // Logic is data, not sentences; skip it (and its operators' odd keys).
    if (key !== 'when' && key !== 'value' && key !== 'items') checkSays(value, file, errors, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
}
