/**
 * `policy test` (issue 16, part 2): every scenario's expectations against the engine; a failure
 * prints the scenario, the decision that differed and the engine's explanation of it
 * (src/engine/replay.ts, which the scenario unit tests use too).
 */
import { relative } from 'node:path';
import type { Engine } from '../engine';
import { replayScenario, type ScenarioFailure, type ScenarioFile } from '../engine/replay';

export type { ScenarioFailure, ScenarioFile };

export function testScenarios(engine: Engine, scenarios: readonly ScenarioFile[]): ScenarioFailure[] {
  return scenarios.flatMap((scenario) => replayScenario(engine, scenario).failures);
}

export function renderScenarioTest(root: string, total: number, failures: readonly ScenarioFailure[]): string {
  if (failures.length === 0) return `policy test: ${total} scenarios, every expectation met`;
  const blocks = failures.map(
    (f) => `${relative(root, f.file)}: ${f.name}\n  expected ${f.decision} = ${JSON.stringify(f.expected)}, got ${JSON.stringify(f.actual)}\n${f.explanation.replace(/^/gm, '  ')}`,
  );
  const files = new Set(failures.map((f) => f.file)).size;
  return `${blocks.join('\n\n')}\n\npolicy test: ${failures.length} expectation${failures.length === 1 ? '' : 's'} failed in ${files} of ${total} scenarios`;
}
