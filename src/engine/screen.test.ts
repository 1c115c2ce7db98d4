import { describe, expect, it } from 'vitest';
import { loadEngine } from '../bundle/node';
import type { Policy } from '../generated/types/policy';
import { arbitrate, explainArbitration, wantOf } from './screen';

const policy: Policy = {
  $schema: '',
  id: 'screen',
  description: '',
  kind: 'screen',
  slots: [
    { id: 'bars', says: 'the bar stack', overlays: ['appDownloadBar', 'regionBar', 'kycBar'] },
    { id: 'dialog', says: 'the one modal dialog', holds: 1, overlays: ['declarationRequired', 'accountNotice', 'withdrawOnlyPrompt'] },
  ],
};

describe('screen arbiter (one screen, one arbiter)', () => {
  it('an overlay wants a slot when its decision is true or a non-empty string (its variant)', () => {
    expect(wantOf(true)).toBe(true);
    expect(wantOf('MAIN_TO_UK')).toBe('MAIN_TO_UK');
    for (const value of [false, null, undefined, '', 0, 1, [], {}]) expect(wantOf(value)).toBeNull();
  });

  it('every bar that wants the stack shows, in the declared order, with its variant', () => {
    const screen = arbitrate(policy, { kycBar: true, appDownloadBar: true, regionBar: 'MAIN_TO_UK' });
    expect(screen.slots.bars).toEqual([{ id: 'appDownloadBar' }, { id: 'regionBar', variant: 'MAIN_TO_UK' }, { id: 'kycBar' }]);
    expect(screen.lost).toEqual({});
  });

  it('one modal dialog: the highest precedence holds it, the others lost to it and say so', () => {
    const screen = arbitrate(policy, { declarationRequired: true, accountNotice: 'riskUser', withdrawOnlyPrompt: true });
    expect(screen.slots.dialog).toEqual([{ id: 'declarationRequired' }]);
    expect(screen.lost).toEqual({
      accountNotice: 'dialog slot held by declarationRequired',
      withdrawOnlyPrompt: 'dialog slot held by declarationRequired',
    });
  });

  it('an empty screen has every slot empty and nobody lost', () => {
    expect(arbitrate(policy, {})).toEqual({ slots: { bars: [], dialog: [] }, lost: {} });
  });

  it('the explanation names, per overlay, whether it wanted its slot and what it got', () => {
    const e = explainArbitration(policy, { accountNotice: 'kycUpgrade', withdrawOnlyPrompt: true, kycBar: true });
    expect(e.value).toEqual(arbitrate(policy, { accountNotice: 'kycUpgrade', withdrawOnlyPrompt: true, kycBar: true }));
    expect(e.summary).toBe('bars: kycBar; dialog: accountNotice (kycUpgrade); withdrawOnlyPrompt lost (dialog slot held by accountNotice)');
    const dialog = e.steps.find((s) => s.clause === 'dialog');
    expect(dialog?.notes).toEqual([
      'declarationRequired: not wanted (its decision is null)',
      'accountNotice: holds the dialog slot, variant kycUpgrade',
      'withdrawOnlyPrompt: lost: dialog slot held by accountNotice',
    ]);
  });

  it('in the engine, the screen follows the other decisions: a phone visitor on main\'s home page gets the app-download bar', () => {
    const engine = loadEngine();
    const { decisions } = engine.decide({ site: 0, path: '/', viewport: { width: 390 } });
    expect(decisions.appDownloadBar).toBe(true);
    expect(decisions.screen?.slots.bars).toEqual([{ id: 'appDownloadBar' }]);
    const desk = engine.decide({ site: 0, path: '/', viewport: { width: 1440 } }).decisions;
    expect(desk.screen?.slots.bars).toEqual([]);
  });
});
