/**
 * Facts normalisation. `buildFactsPlan` turns schemas/facts.schema.json into a compact plan
 * (generated at build time into src/generated/factsPlan.json, so the browser ships neither the
 * schema nor Ajv); `normalizeWithPlan` applies it to whatever facts arrive: every field gets its
 * declared default, flags sent as 0/1 become booleans, values of the wrong type are dropped.
 * A missing fact therefore never reaches a rule as `undefined` (DESIGN: declared defaults).
 */

export type PlanNode =
  | { t: 'obj'; p: Record<string, PlanNode>; m?: PlanNode }
  | { t: 'flag' }
  | { t: 'str'; d: string; e?: string[] }
  | { t: 'num'; d: number }
  | { t: 'prim'; d: string | number }
  | { t: 'arr'; i?: PlanNode }
  | { t: 'ref'; r: string }
  | { t: 'raw' };

export interface FactsPlan {
  root: PlanNode;
  defs: Record<string, PlanNode>;
}

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Build the plan. `load` reads another schema file by name (for cross-file $refs). */
export function buildFactsPlan(schema: Json, load: (file: string) => Json): FactsPlan {
  const defs: Record<string, PlanNode> = {};
  const rootDefs = isObject(schema.$defs) ? schema.$defs : {};

  function resolveRef(ref: string): { name: string; node: Json } {
    const local = /^#\/\$defs\/(.+)$/.exec(ref);
    if (local) return { name: local[1]!, node: rootDefs[local[1]!] as Json };
    const remote = /^([\w.-]+\.schema\.json)#\/\$defs\/(.+)$/.exec(ref);
    if (remote) {
      const other = load(remote[1]!);
      const otherDefs = isObject(other.$defs) ? other.$defs : {};
      return { name: `${remote[1]}:${remote[2]}`, node: otherDefs[remote[2]!] as Json };
    }
    throw new Error(`facts plan: unsupported $ref ${ref}`);
  }

  function walk(node: Json): PlanNode {
    if (typeof node.$ref === 'string') {
      const { name, node: target } = resolveRef(node.$ref);
      if (name === 'flag') return { t: 'flag' };
      if (!(name in defs)) {
        defs[name] = { t: 'raw' }; // placeholder: breaks recursion
        defs[name] = walk(target);
      }
      // Small leaf definitions are inlined; recursive/object ones stay references.
      const def = defs[name]!;
      return def.t === 'obj' || def.t === 'raw' ? { t: 'ref', r: name } : def;
    }
    const type = node.type;
    if (type === 'object') {
      const props = isObject(node.properties) ? node.properties : {};
      const p: Record<string, PlanNode> = {};
      for (const [key, child] of Object.entries(props)) {
        if (key === '$schema') continue;
        p[key] = walk(child as Json);
      }
      const out: PlanNode = { t: 'obj', p };
      if (isObject(node.additionalProperties)) out.m = walk(node.additionalProperties);
      return out;
    }
    if (type === 'array') {
      return isObject(node.items) ? { t: 'arr', i: walk(node.items) } : { t: 'arr' };
    }
    if (type === 'string') {
      const out: { t: 'str'; d: string; e?: string[] } = { t: 'str', d: typeof node.default === 'string' ? node.default : '' };
      if (Array.isArray(node.enum)) out.e = node.enum as string[];
      return out;
    }
    if (type === 'number' || type === 'integer') {
      return { t: 'num', d: typeof node.default === 'number' ? node.default : 0 };
    }
    if (Array.isArray(type)) {
      const d = node.default;
      return { t: 'prim', d: typeof d === 'string' || typeof d === 'number' ? d : '' };
    }
    if (node.anyOf) return { t: 'flag' };
    return { t: 'raw' };
  }

  return { root: walk(schema), defs };
}

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** Apply the plan: the result has every declared field, with the declared type. */
export function normalizeWithPlan(plan: FactsPlan, value: unknown): Json {
  const out = apply(plan, plan.root, value);
  return isObject(out) ? out : {};
}

function apply(plan: FactsPlan, node: PlanNode, v: unknown): unknown {
  switch (node.t) {
    case 'ref':
      return apply(plan, plan.defs[node.r] ?? { t: 'raw' }, v);
    case 'flag':
      return v === true || v === 1 || v === '1';
    case 'str':
      if (typeof v !== 'string') return node.d;
      return node.e && !node.e.includes(v) ? node.d : v;
    case 'num': {
      if (typeof v === 'number' && Number.isFinite(v)) return v;
      if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
      return node.d;
    }
    case 'prim':
      return typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)) ? v : node.d;
    case 'arr': {
      if (!Array.isArray(v)) return [];
      if (!node.i) return v.slice();
      const item = node.i;
      return v.filter((x) => x !== null && x !== undefined).map((x) => apply(plan, item, x));
    }
    case 'obj': {
      const src = isObject(v) ? v : {};
      const o: Json = {};
      if (node.m) {
        for (const key of Object.keys(src)) {
          if (hasOwn(node.p, key)) continue;
          const item = src[key];
          // A map keeps only values of its declared type (a tampered non-string cookie is dropped).
          if (node.m.t === 'str' && typeof item !== 'string') continue;
          if (node.m.t === 'prim' && typeof item !== 'string' && typeof item !== 'number') continue;
          o[key] = apply(plan, node.m, item);
        }
      }
      for (const key of Object.keys(node.p)) {
        o[key] = apply(plan, node.p[key]!, hasOwn(src, key) ? src[key] : undefined);
      }
      return o;
    }
    case 'raw':
      return v;
  }
}
