/**
 * Replays every scenario in scenarios/ through `decide` and compares the decisions it expects.
 * A failure prints the scenario's name and the explanation of each decision that differed.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { listJson, loadEngine, readJson, repoRoot } from '../bundle/node';
import { replayScenario } from './replay';
import type { Scenario } from '../generated/types/scenario';

const engine = loadEngine();
const files = listJson(join(repoRoot, 'scenarios'));

describe('scenarios', () => {
  it('there are at least 40 scenarios', () => {
    expect(files.length).toBeGreaterThanOrEqual(40);
  });

  for (const file of files) {
    const scenario = readJson(file) as Scenario;
    it(scenario.name, () => {
      const { failures, decisions } = replayScenario(engine, { file, name: scenario.name, facts: scenario.facts, expect: scenario.expect as Record<string, unknown> });
      if (failures.length) {
        const lines = failures.map((f) => `expected ${f.decision} = ${JSON.stringify(f.expected)}\n${f.explanation}`);
        throw new Error(`${file.slice(repoRoot.length + 1)}: ${scenario.name}\n\n${lines.join('\n\n')}`);
      }
      // Fast path and explain path must agree.
      expect(engine.decide(scenario.facts as Record<string, unknown>).decisions).toEqual(decisions);
    });
  }
});
