/**
 * Policies as plain sentences, for the people who read them (issue 16, part 5): `policy show ID`
 * prints one, `policy docs` writes every one into docs/policies.md, and the demo's policy
 * inspector shows the same text beside the trace. The sentences are the files' own `says`, clause
 * ids, SPEC citations and shared conditions, laid out as the engine reads them. Pure.
 */
import type { Bundle } from '../bundle';
import { fillSays } from './says';
import type { Clause, Policy, Throttle } from '../../generated/types/policy';

type Rule = { all?: readonly Clause[]; any?: readonly Clause[]; none?: readonly Clause[] };

const JOIN: Record<'all' | 'any' | 'none', string> = {
  all: 'all of these hold',
  any: 'at least one of these holds',
  none: 'none of these holds',
};

function value(v: unknown): string {
  if (v === true) return 'yes';
  if (v === false) return 'no';
  if (v === null || v === undefined) return 'nothing';
  return typeof v === 'string' ? `"${v}"` : JSON.stringify(v);
}

function throttleText(t: Throttle): string {
  const store = t.store ?? 'cookies';
  const key = t.key ?? (t.keyPrefix ? `${t.keyPrefix}<…>` : t.keyFrom ? `the key in ${t.keyFrom}` : t.cookie ?? t.cookieFrom ?? '');
  switch (t.type) {
    case 'cookieAbsent':
      return `cap: the cookie ${t.cookie ?? `named by ${t.cookieFrom ?? '?'}`} is absent${t.ttlHours ? ` (written for ${t.ttlHours} h when ${t.record ?? 'shown'})` : ''}`;
    case 'oncePerBrowser':
      return `cap: once per browser (${store} ${key}, recorded when ${t.record ?? 'shown'})`;
    case 'hoursSinceStamp':
      return `cap: at least ${t.hours ?? '?'} h since the stamp in ${store} ${key} (recorded when ${t.record ?? 'shown'})`;
    case 'dailyCount':
      return `cap: at most ${t.max ?? `the number in ${t.maxFrom ?? '?'}`} a day (${store} ${key})${t.minIntervalMinutes ? `, ${t.minIntervalMinutes} min apart` : ''}`;
    case 'perPathDailyCount':
      return `cap: at most ${t.max ?? `the number in ${t.maxFrom ?? '?'}`} a day per page (${store} ${key})`;
  }
}

function clauseLines(clause: Clause, bundle: Bundle, depth: number): string[] {
  const pad = '  '.repeat(depth);
  const cite = clause.spec ? ` (${clause.spec})` : '';
  const head = `${pad}- ${fillSays(clause.says, clause)} [${clause.id}]${cite}`;
  if (clause.use !== undefined) {
    const shared = bundle.conditions[clause.use];
    const negated = clause.is === false;
    const lines = [`${head}: the shared condition "${clause.use}" ${negated ? 'does not hold' : 'holds'}${shared?.says ? ` (${fillSays(shared.says, shared)})` : ''}`];
    if (shared?.rule) lines.push(...ruleLines(shared.rule as Rule, bundle, depth + 1));
    return lines;
  }
  if (clause.throttle !== undefined) return [`${head}: ${throttleText(clause.throttle)}`];
  const nested = clause.all ? 'all' : clause.any ? 'any' : clause.none ? 'none' : null;
  if (nested) return [`${head}: ${JOIN[nested]}:`, ...(clause[nested] ?? []).flatMap((c) => clauseLines(c, bundle, depth + 1))];
  // The exact test, for a reader who needs the constants behind the sentence.
  return clause.when === undefined ? [head] : [head, `${pad}  \`${JSON.stringify(clause.when)}\``];
}

function ruleLines(rule: Rule, bundle: Bundle, depth: number, lead = ''): string[] {
  const join = rule.all ? 'all' : rule.any ? 'any' : 'none';
  const clauses = rule[join] ?? [];
  return [`${'  '.repeat(depth)}${lead}${JOIN[join]}:`, ...clauses.flatMap((c) => clauseLines(c, bundle, depth + 1))];
}

/** One policy as readable text (Markdown). */
export function renderPolicy(policy: Policy, bundle: Bundle): string {
  const lines = [`## ${policy.id}`, '', policy.description];
  if (policy.spec) lines.push('', `Cites: ${policy.spec}.`);
  lines.push('');
  const rule = policy.rule as Rule | undefined;
  switch (policy.kind) {
    case 'boolean':
      if (rule) lines.push(...ruleLines(rule, bundle, 0, 'Yes when '), 'Otherwise no.');
      else lines.push('Always yes.');
      break;
    case 'first':
      lines.push('The first option whose rule holds:');
      for (const option of policy.options ?? []) {
        lines.push(`- ${value(option.value)}${option.says ? ` (${fillSays(option.says, option)})` : ''}`);
        lines.push(...ruleLines(option.rule as Rule, bundle, 1, 'when '));
      }
      lines.push(`Otherwise ${value(policy.otherwise)}.`);
      break;
    case 'list':
      lines.push(`A list: the items${policy.items !== undefined ? ` of ${JSON.stringify(policy.items)}` : ''}${policy.select ? `, with ${policy.select.join(', ')}` : ''}.`);
      if (policy.include) lines.push(...ruleLines(policy.include as Rule, bundle, 0, 'An item stays when '));
      else lines.push('Every item stays.');
      break;
    case 'value':
      if (rule) lines.push(`The value ${value(policy.value)}`, ...ruleLines(rule, bundle, 0, 'when '), `Otherwise ${value(policy.otherwise)}.`);
      else lines.push(`The value ${value(policy.value)}.`);
      break;
    case 'record':
      lines.push('A record of fields, each decided on its own:');
      for (const [field, body] of Object.entries(policy.fields ?? {})) {
        lines.push(`- ${field}: ${body.kind}${body.says ? ` (${fillSays(body.says, body)})` : ''}`);
        if (body.rule) lines.push(...ruleLines(body.rule as Rule, bundle, 1));
      }
      break;
    case 'screen':
      lines.push('Which overlay holds each slot of the screen, in order of precedence:');
      for (const slot of policy.slots ?? []) {
        const holds = slot.holds ? `at most ${slot.holds}` : 'every one that wants it';
        lines.push(`- ${slot.says} [${slot.id}]: ${holds}${slot.keep === 'untilClosed' ? ', kept until closed' : ''}: ${slot.overlays.join(', ')}`);
      }
      break;
  }
  if (policy.$comment) lines.push('', `Note: ${policy.$comment}`);
  return lines.join('\n');
}
