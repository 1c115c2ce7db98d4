/**
 * `policy coverage` (issue 16, part 2), like `opa test --coverage`: for every clause of every
 * policy (and of the shared conditions a clause uses, counted where it is used), whether some
 * scenario makes it hold and some makes it fail; for every option of a `first` policy, whether
 * some scenario decides it. Read from the engine's own explanations of the scenarios' facts.
 */
import { fillSays } from '../engine/explain/says';
import type { Engine } from '../engine';
import type { Step as TraceStep } from '../engine';
import type { Clause, Policy } from '../generated/types/policy';

type Rule = { all?: readonly Clause[]; any?: readonly Clause[]; none?: readonly Clause[] };

interface ClauseCoverage {
  policy: string;
  /** Clause ids from the policy down, `/`-joined (an option's clauses under `option:<value>`). */
  path: string;
  says: string;
  held: boolean;
  failed: boolean;
}

interface OptionCoverage {
  policy: string;
  value: unknown;
  says?: string;
  reached: boolean;
}

export interface CoverageReport {
  scenarios: number;
  clauses: ClauseCoverage[];
  options: OptionCoverage[];
}

function ruleClauses(rule: Rule | undefined): readonly Clause[] {
  return rule ? (rule.all ?? rule.any ?? rule.none ?? []) : [];
}

/** Every clause path a policy can show in a trace, with its sentence. */
function universe(policy: Policy, engine: Engine): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (clauses: readonly Clause[], prefix: string, seen: ReadonlySet<string>) => {
    for (const clause of clauses) {
      const path = prefix ? `${prefix}/${clause.id}` : clause.id;
      out.set(path, fillSays(clause.says, clause));
      if (clause.use !== undefined && !seen.has(clause.use)) {
        walk(ruleClauses(engine.bundle.conditions[clause.use]?.rule as Rule | undefined), path, new Set([...seen, clause.use]));
      }
      walk(clause.all ?? clause.any ?? clause.none ?? [], path, seen);
    }
  };
  walk(ruleClauses(policy.rule as Rule | undefined), '', new Set());
  walk(ruleClauses(policy.include as Rule | undefined), '', new Set());
  for (const option of policy.options ?? []) walk(ruleClauses(option.rule as Rule), `option:${JSON.stringify(option.value)}`, new Set());
  for (const [field, body] of Object.entries(policy.fields ?? {})) walk(ruleClauses(body.rule as Rule | undefined), `field:${field}`, new Set());
  return out;
}

/** A trace step's place in the universe: options by value, list items merged, fields by name. */
function stepKey(step: TraceStep, policy: Policy, top: boolean): string | null {
  const option = top ? /^option \d+: (.*)$/.exec(step.clause) : null;
  if (option) return `option:${option[1]}`;
  if (top && /^item /.test(step.clause)) return null;
  if (top && policy.fields && step.clause in policy.fields) return `field:${step.clause}`;
  return step.clause;
}

export function coverage(engine: Engine, scenarios: ReadonlyArray<{ facts: object }>): CoverageReport {
  const policies = engine.bundle.policies as Policy[];
  const seen = new Map<string, { held: boolean; failed: boolean }>();
  const decided = new Map<string, Set<string>>();
  const mark = (policy: Policy, steps: readonly TraceStep[], prefix: string) => {
    for (const step of steps) {
      const key = stepKey(step, policy, prefix === '');
      const path = key === null ? prefix : prefix ? `${prefix}/${key}` : key;
      if (key !== null && !(prefix === '' && (key.startsWith('option:') || key.startsWith('field:')))) {
        const entry = seen.get(`${policy.id}#${path}`) ?? { held: false, failed: false };
        if (step.held) entry.held = true;
        else entry.failed = true;
        seen.set(`${policy.id}#${path}`, entry);
      }
      mark(policy, step.steps ?? [], path);
    }
  };
  for (const scenario of scenarios) {
    const { decisions, trace } = engine.decide(scenario.facts, { explain: true });
    for (const policy of policies) {
      const steps = trace?.[policy.id]?.steps ?? [];
      mark(policy, steps, '');
      const values = decided.get(policy.id) ?? new Set<string>();
      values.add(JSON.stringify((decisions as unknown as Record<string, unknown>)[policy.id] ?? null));
      decided.set(policy.id, values);
    }
  }
  const clauses: ClauseCoverage[] = [];
  const options: OptionCoverage[] = [];
  for (const policy of policies) {
    for (const [path, says] of universe(policy, engine)) {
      const entry = seen.get(`${policy.id}#${path}`) ?? { held: false, failed: false };
      clauses.push({ policy: policy.id, path, says, ...entry });
    }
    if (policy.kind === 'first') {
      const values = decided.get(policy.id) ?? new Set<string>();
      for (const option of policy.options ?? []) {
        options.push({ policy: policy.id, value: option.value, ...(option.says ? { says: fillSays(option.says, option) } : {}), reached: values.has(JSON.stringify(option.value)) });
      }
    }
  }
  return { scenarios: scenarios.length, clauses, options };
}

/** The report as text: totals, then what no scenario exercises. */
export function renderCoverage(report: CoverageReport): string {
  const both = report.clauses.filter((c) => c.held && c.failed).length;
  const reached = report.options.filter((o) => o.reached).length;
  const lines = [
    `policy coverage over ${report.scenarios} scenarios:`,
    `  clauses both held and failed: ${both} of ${report.clauses.length} (${((100 * both) / Math.max(report.clauses.length, 1)).toFixed(1)}%)`,
    `  options decided: ${reached} of ${report.options.length}`,
  ];
  const never = report.clauses.filter((c) => !c.held && !c.failed);
  const onlyHeld = report.clauses.filter((c) => c.held && !c.failed);
  const onlyFailed = report.clauses.filter((c) => !c.held && c.failed);
  const unreached = report.options.filter((o) => !o.reached);
  const section = (title: string, items: string[]) => {
    if (items.length) lines.push('', `${title} (${items.length}):`, ...items.map((item) => `  ${item}`));
  };
  section('options no scenario decides', unreached.map((o) => `${o.policy} = ${JSON.stringify(o.value)}${o.says ? ` (${o.says})` : ''}`));
  section('clauses never evaluated', never.map((c) => `${c.policy}: ${c.path}: ${c.says}`));
  section('clauses that always hold', onlyHeld.map((c) => `${c.policy}: ${c.path}: ${c.says}`));
  section('clauses that always fail', onlyFailed.map((c) => `${c.policy}: ${c.path}: ${c.says}`));
  return lines.join('\n');
}
