/**
 * Sentences that cannot go stale (issue 38): a `says` sentence names the values it describes by
 * placeholder (`{hours}`, `{width}`, `{country}`), filled from the clause itself wherever it is
 * read (`policy show`, `docs`, `--explain`, the inspector). `policy check` fails when a sentence
 * writes a number out instead, or names a placeholder its clause does not have.
 *
 * A clause's values: each literal a `when` compares a fact with (named by the fact's path and by
 * its last segment: `{viewport.width}` or `{width}`), and its throttle's numbers and keys
 * (`{hours}` for ttlHours or hours, `{max}`, `{minutes}` for minIntervalMinutes, `{key}`,
 * `{cookie}`). An option, a field or a shared condition sees the values of every clause under it.
 * Pure.
 */

type Json = unknown;
const isObj = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isLiteral = (v: Json): boolean =>
  typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean' || (Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'number' || typeof x === 'string'));

/** name -> the distinct values (as JSON) it has in this scope. */
type Values = Map<string, Map<string, Json>>;

function put(values: Values, name: string, value: Json): void {
  let m = values.get(name);
  if (!m) values.set(name, (m = new Map()));
  m.set(JSON.stringify(value), value);
}

function putFact(values: Values, path: string, value: Json): void {
  put(values, path, value);
  const last = path.split('.').pop()!;
  if (last !== path) put(values, last, value);
}

function fromLogic(logic: Json, values: Values): void {
  if (Array.isArray(logic)) {
    logic.forEach((l) => fromLogic(l, values));
    return;
  }
  if (!isObj(logic)) return;
  for (const args of Object.values(logic)) {
    if (Array.isArray(args)) {
      const fact = args.find((a): a is { var: string } => isObj(a) && typeof a.var === 'string');
      if (fact) for (const a of args) if (a !== fact && isLiteral(a)) putFact(values, fact.var, a);
    }
    fromLogic(args, values);
  }
}

const THROTTLE_NAMES: Record<string, string[]> = {
  ttlHours: ['hours', 'ttlHours'],
  hours: ['hours'],
  max: ['max'],
  minIntervalMinutes: ['minutes', 'minIntervalMinutes'],
  key: ['key'],
  cookie: ['cookie'],
  keyPrefix: ['keyPrefix'],
};

function collect(node: Json, values: Values): void {
  if (Array.isArray(node)) {
    node.forEach((n) => collect(n, values));
    return;
  }
  if (!isObj(node)) return;
  if (node.when !== undefined) fromLogic(node.when, values);
  if (isObj(node.throttle)) {
    for (const [field, names] of Object.entries(THROTTLE_NAMES)) {
      const v = node.throttle[field];
      if (v !== undefined) for (const name of names) put(values, name, v);
    }
  }
  for (const key of ['rule', 'all', 'any', 'none'] as const) if (node[key] !== undefined) collect(node[key], values);
}

function valuesOf(node: Json): Values {
  // Not cached: a clause is small, sentences are filled only when explaining, and an edited
  // clause (the inspector, tests) must never show the value it had before.
  const v: Values = new Map();
  collect(node, v);
  return v;
}

/** A value as a sentence shows it: 768; main; 37, 260, 185 or 74. */
export function sayValue(v: Json): string {
  if (Array.isArray(v)) return v.length < 2 ? v.map(String).join('') : `${v.slice(0, -1).map(String).join(', ')} or ${String(v[v.length - 1])}`;
  return String(v);
}

const PLACEHOLDER = /\{([A-Za-z_][\w.]*)\}/g;

/** The sentence with each placeholder replaced by its clause's value (an unknown one is left as is). */
export function fillSays(says: string, node: Json): string {
  if (!says.includes('{')) return says;
  const values = valuesOf(node);
  return says.replace(PLACEHOLDER, (whole, name: string) => {
    const m = values.get(name);
    return m && m.size === 1 ? sayValue([...m.values()][0]) : whole;
  });
}

/** A number written out: digits not glued to a word before them ("768px" and "12-hour" count; "kyc2" does not). */
const NUMBER = /(?<![A-Za-z_\d.])\d+(?:\.\d+)?/g;

/** What is wrong with a sentence: numbers written out, unknown or ambiguous placeholders. */
export function saysProblems(says: string, node: Json): string[] {
  const values = valuesOf(node);
  const problems: string[] = [];
  const available = (): string =>
    [...values.entries()].filter(([, m]) => m.size === 1).map(([name, m]) => `{${name}} = ${sayValue([...m.values()][0])}`).join(', ') || 'none';
  for (const [, name] of says.matchAll(PLACEHOLDER)) {
    const m = values.get(name!);
    if (!m) problems.push(`unknown placeholder {${name}}: this clause's values are ${available()}`);
    else if (m.size > 1) problems.push(`placeholder {${name}} is ambiguous here (${[...m.values()].map(sayValue).join('; ')}): use a fact's full path`);
  }
  const bare = says.replace(PLACEHOLDER, '');
  const written = new Map<string, string[]>();
  for (const [num] of bare.matchAll(NUMBER)) {
    const match = [...values.entries()].sort(([a], [b]) => a.length - b.length).find(([, m]) => m.size === 1 && [...m.values()].some((v) => (Array.isArray(v) ? v.map(String).includes(num) : String(v) === num)));
    if (!match) {
      problems.push(`the number ${num} is none of this clause's values (${available()}): refer to a value by placeholder, or say it in words`);
      continue;
    }
    written.set(match[0], [...(written.get(match[0]) ?? []), num]);
  }
  for (const [name, nums] of written) {
    const value = sayValue([...values.get(name)!.values()][0]);
    problems.push(`${nums.length === 1 ? `the number ${nums[0]} is` : `the numbers ${nums.join(', ')} are`} written out: write {${name}} (= ${value}) so the sentence follows the clause when it changes`);
  }
  return problems;
}
