/**
 * `policy test` (issue 16, part 2): every scenario's expectations against the engine; a failure
 * prints the scenario, the decision that differed and the engine's explanation of it.
 */
import { relative } from 'node:path';
import type { Engine } from '../engine';
import { explainDecision } from '../engine/explainText';

export interface ScenarioFile {
  file: string;
  name: string;
  facts: object;
  expect: Record<string, unknown>;
}

export interface ScenarioFailure {
  file: string;
  name: string;
  decision: string;
  expected: unknown;
  actual: unknown;
  explanation: string;
}

export function testScenarios(engine: Engine, scenarios: readonly ScenarioFile[]): ScenarioFailure[] {
  const failures: ScenarioFailure[] = [];
  for (const scenario of scenarios) {
    const { decisions, trace } = engine.decide(scenario.facts, { explain: true });
    for (const [decision, expected] of Object.entries(scenario.expect)) {
      const actual = (decisions as unknown as Record<string, unknown>)[decision];
      if (JSON.stringify(actual) === JSON.stringify(expected)) continue;
      const step = trace?.[decision];
      failures.push({
        file: scenario.file,
        name: scenario.name,
        decision,
        expected,
        actual,
        explanation: step ? explainDecision(decision, step) : `${decision}: no such decision`,
      });
    }
  }
  return failures;
}

export function renderScenarioTest(root: string, total: number, failures: readonly ScenarioFailure[]): string {
  if (failures.length === 0) return `policy test: ${total} scenarios, every expectation met`;
  const blocks = failures.map(
    (f) => `${relative(root, f.file)}: ${f.name}\n  expected ${f.decision} = ${JSON.stringify(f.expected)}, got ${JSON.stringify(f.actual)}\n${f.explanation.replace(/^/gm, '  ')}`,
  );
  const files = new Set(failures.map((f) => f.file)).size;
  return `${blocks.join('\n\n')}\n\npolicy test: ${failures.length} expectation${failures.length === 1 ? '' : 's'} failed in ${files} of ${total} scenarios`;
}
