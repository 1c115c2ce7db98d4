/**
 * A scenario replayed: its facts through `decide`, each expected decision compared, and for each
 * that differs the engine's own explanation. Pure. `policy test` (src/cli/scenarioTest.ts) and
 * the scenario unit tests (./scenarios.test.ts) both report through it.
 */
import type { Engine } from './index';
import { explainDecision } from './explain/explainText';

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

/** The expectations a scenario does not meet (none: it passes), and the decisions taken. */
export function replayScenario(engine: Engine, scenario: ScenarioFile): { failures: ScenarioFailure[]; decisions: Record<string, unknown> } {
  const { decisions, trace } = engine.decide(scenario.facts, { explain: true });
  const taken = decisions as unknown as Record<string, unknown>;
  const failures: ScenarioFailure[] = [];
  for (const [decision, expected] of Object.entries(scenario.expect)) {
    const actual = taken[decision];
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
  return { failures, decisions: taken };
}
