/**
 * Replays every scenario in scenarios/ through `decide` and compares the decisions it expects.
 * A failure prints the scenario's name and the explanation of each decision that differed.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { listJson, loadEngine, readJson, repoRoot } from '../bundle/node';
import { explainDecision } from './explainText';
import type { Scenario } from '../generated/scenario';

const engine = loadEngine();
const files = listJson(join(repoRoot, 'scenarios'));

describe('scenarios', () => {
  it('there are at least 40 scenarios', () => {
    expect(files.length).toBeGreaterThanOrEqual(40);
  });

  for (const file of files) {
    const scenario = readJson(file) as Scenario;
    it(scenario.name, () => {
      const { decisions, trace } = engine.decide(scenario.facts as Record<string, unknown>, { explain: true });
      const failures: string[] = [];
      for (const [id, expected] of Object.entries(scenario.expect)) {
        const actual = (decisions as unknown as Record<string, unknown>)[id];
        if (JSON.stringify(actual) !== JSON.stringify(expected)) {
          failures.push(`expected ${id} = ${JSON.stringify(expected)}\n${explainDecision(id, trace![id]!)}`);
        }
      }
      if (failures.length) {
        throw new Error(`${file.slice(repoRoot.length + 1)}: ${scenario.name}\n\n${failures.join('\n\n')}`);
      }
      // Fast path and explain path must agree.
      expect(engine.decide(scenario.facts as Record<string, unknown>).decisions).toEqual(decisions);
    });
  }
});
