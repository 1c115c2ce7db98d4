/** Answers first (issue 38): the summary leads, every loser says why, no unnamed reads. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEngine, repoRoot } from '../../bundle/node';
import { renderExplanation } from './explainText';

const engine = loadEngine();
const scenario = (file: string) => (JSON.parse(readFileSync(join(repoRoot, 'scenarios', file), 'utf8')) as { facts: Record<string, unknown> }).facts;

function explain(facts: Record<string, unknown>, only?: string[]): string {
  const full = { now: Date.UTC(2026, 0, 1), ...facts };
  const { trace = {} } = engine.decide(full, { explain: true });
  const asked = only ? Object.fromEntries(Object.entries(trace).filter(([id]) => only.includes(id))) : trace;
  return renderExplanation(engine.context(full), asked, '', trace);
}

describe('decide --explain, answers first', () => {
  it('starts with what the screen shows, each holder and the sentence that put it there, and who lost', () => {
    const text = explain(scenario('screen-turkey-declaration-holds-the-dialog-over-the-kyc-notice.json'));
    const answer = text.slice(text.indexOf('ANSWER'), text.indexOf('DETAIL'));
    expect(answer.trim().split('\n')).toEqual([
      'ANSWER',
      'The screen shows kycBar in bars, declarationRequired in dialog (empty: toasts, banners, promo).',
      '- bars: kycBar, because all 7 conditions held.',
      '- dialog: declarationRequired, because all 3 conditions held.',
      '- accountNotice wanted a slot and lost: dialog slot held by declarationRequired.',
      `(${Object.keys(engine.decide({}, { explain: true }).trace ?? {}).length} decisions in the detail below; --only ID,ID for a few)`,
    ]);
    expect(text.indexOf('ANSWER')).toBeLessThan(text.indexOf('screen = '));
  });

  it('--only screen says why each overlay that did not want a slot did not', () => {
    const text = explain(scenario('screen-turkey-declaration-holds-the-dialog-over-the-kyc-notice.json'), ['screen']);
    expect(text).toContain('· appDownloadBar: not wanted (its decision is false: "the viewport is at most 768px wide" does not hold (viewport.width = 1440))');
    expect(text).toContain('· accountNotice: lost: dialog slot held by declarationRequired');
    expect(text).not.toContain('· decisions.');
  });

  it('"none of the options applied" names each option\'s failing clause; no unnamed cookie is listed', () => {
    const text = explain({ site: 177 }, ['accountNotice']);
    expect(text).toContain(
      '- accountNotice = null: none of the 2 options applied ("riskUser": "the visitor is logged in" does not hold (condition isLoggedIn (the visitor is logged in) is false; user.isLogin = false); "kycUpgrade": "the visitor is logged in" does not hold',
    );
    expect(text).not.toContain('(unnamed)');
  });
});
