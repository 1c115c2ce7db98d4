/**
 * axe-core over a rendered component (the component tier, jsdom): the rules that need a real
 * layout and paint (colour contrast) are left to the browser tests (e2e/routes.spec.ts); every
 * other rule (names, roles, labels, ARIA) applies here, at a fraction of a page load's cost.
 */
import axe from 'axe-core';

/** The serious and critical violations inside `root`, one line each (rule: targets). */
export async function seriousViolations(root: Element): Promise<string[]> {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
