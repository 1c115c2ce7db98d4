import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listJson, loadEngine, readJson, repoRoot } from '../bundle/node';
import { coverage, renderCoverage } from './coverage';
import { renderScenarioTest, testScenarios, type ScenarioFile } from './scenarioTest';

const engine = loadEngine();
const scenarios = listJson(join(repoRoot, 'scenarios')).map((file) => ({ file, ...(readJson(file) as Omit<ScenarioFile, 'file'>) }));

describe('policy coverage and policy test (issue 16, part 2)', () => {
  const report = coverage(engine, scenarios);

  it('every option of every policy is decided by some scenario (the gate), and the figure is printed', () => {
    // The figure, in the test run's output.
    console.log(renderCoverage(report).split('\n').slice(0, 3).join('\n'));
    expect(report.options.filter((option) => !option.reached).map((option) => `${option.policy} = ${JSON.stringify(option.value)}`)).toEqual([]);
    expect(report.options.length).toBeGreaterThan(30);
  });

  it('knows every clause of every policy, and most are seen both holding and failing', () => {
    const ids = new Set(report.clauses.map((clause) => `${clause.policy}:${clause.path.split('/').at(-1)}`));
    expect(ids.has('appDownloadBar:phone-width')).toBe(true);
    expect(ids.has('appDownloadBar:uk-limit-flag')).toBe(true); // inside the shared condition it uses
    const both = report.clauses.filter((clause) => clause.held && clause.failed).length;
    expect(both / report.clauses.length).toBeGreaterThan(0.9);
  });

  it('a scenario set that never makes a clause fail shows it as always holding, and an unreached option as such', () => {
    const one = coverage(engine, scenarios.filter((s) => s.file.endsWith('vip-popup-upgraded-shown.json')));
    expect(one.options.find((o) => o.policy === 'vipPopup' && o.value === 'VIP_UPGRADED')!.reached).toBe(true);
    expect(one.options.find((o) => o.policy === 'vipPopup' && o.value === 'VIP_EXPIRED')!.reached).toBe(false);
    const text = renderCoverage(one);
    expect(text).toContain('options no scenario decides');
    expect(text).toMatch(/clauses that always hold \(\d+\):\n(.|\n)*appDownloadBar: main-or-turkey/);
  });

  it('policy test passes on the scenarios, and a wrong expectation prints the decision and why', () => {
    expect(testScenarios(engine, scenarios)).toEqual([]);
    const scenario = scenarios.find((s) => s.file.endsWith('vip-popup-upgraded-shown.json'))!;
    const failures = testScenarios(engine, [{ ...scenario, expect: { vipPopup: 'VIP_EXPIRED' } }]);
    expect(failures).toHaveLength(1);
    const text = renderScenarioTest(repoRoot, 1, failures);
    expect(text).toContain('scenarios/vip-popup-upgraded-shown.json: A newly upgraded VIP sees the VIP popup (VIP_UPGRADED)');
    expect(text).toContain('expected vipPopup = "VIP_EXPIRED", got "VIP_UPGRADED"');
    expect(text).toContain('policy test: 1 expectation failed in 1 of 1 scenarios');
  });
});
