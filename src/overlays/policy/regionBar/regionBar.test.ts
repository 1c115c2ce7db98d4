import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { regionSwitchTarget, type SwitchSite } from './regionBar.connect';
import { regionBarMachine } from './regionBar.machine';
import main from '../../../../config/sites/main.json';
import uk from '../../../../config/sites/uk.json';
import jp from '../../../../config/sites/jp.json';
import us from '../../../../config/sites/us.json';
import tr from '../../../../config/sites/tr.json';

const sites = [main, uk, jp, us, tr] as unknown as SwitchSite[];
const [MAIN, UK, JP, , TR] = sites as [SwitchSite, SwitchSite, SwitchSite, SwitchSite, SwitchSite];

describe('region-switch target (SPEC section 4, site config regionSwitch)', () => {
  it('MAIN_TO_UK leaves main for the UK site, on the same page', () => {
    expect(regionSwitchTarget('MAIN_TO_UK', MAIN, sites, '/trade/BTC_USDT')).toEqual({ site: UK, path: '/trade/BTC_USDT' });
  });

  it('a switch to Japan lands on its Japanese about-us page', () => {
    expect(regionSwitchTarget('MAIN_TO_JP', MAIN, sites, '/trade/BTC_USDT')?.path).toBe('/ja-jp/about-us');
  });

  it('JP_TO_MAIN on /sale goes to the origin root; elsewhere to the same page', () => {
    expect(regionSwitchTarget('JP_TO_MAIN', JP, sites, '/sale')).toEqual({ site: MAIN, path: '/' });
    expect(regionSwitchTarget('JP_TO_MAIN', JP, sites, '/sale/spring')?.path).toBe('/');
    expect(regionSwitchTarget('JP_TO_MAIN', JP, sites, '/saleroom')?.path).toBe('/saleroom');
    expect(regionSwitchTarget('JP_TO_MAIN', JP, sites, '/fee')?.path).toBe('/fee');
  });

  it('an unknown code, a malformed id or a switch to the same site gives no target', () => {
    expect(regionSwitchTarget('MAIN_TO_XX', MAIN, sites, '/')).toBeNull();
    expect(regionSwitchTarget('main-to-uk', MAIN, sites, '/')).toBeNull();
    expect(regionSwitchTarget('UK_TO_MAIN', MAIN, sites, '/')).toBeNull();
    expect(TR.regionSwitch).toBeUndefined();
  });
});

describe('region bar machine', () => {
  it('the switch sets the lang cookie to English, then leaves for the target; once', () => {
    const effects = { navigate: vi.fn(), write: vi.fn(), goToSite: vi.fn(), reload: vi.fn(), record: vi.fn() };
    const actor = createActor(regionBarMachine, { input: { id: 'regionBar', variant: 'MAIN_TO_UK', effects } }).start();
    expect(actor.getSnapshot().context.variant).toBe('MAIN_TO_UK');
    actor.send({ type: 'bar.switch', target: { site: UK, path: '/fee' } });
    actor.send({ type: 'bar.switch', target: { site: UK, path: '/fee' } });
    expect(effects.write).toHaveBeenCalledWith({ store: 'cookies', key: 'lang', value: 'en', ttlHours: 24 * 365 });
    expect(effects.goToSite).toHaveBeenCalledTimes(1);
    expect(effects.goToSite).toHaveBeenCalledWith(UK, '/fee');
    expect(effects.write.mock.invocationCallOrder[0]).toBeLessThan(effects.goToSite.mock.invocationCallOrder[0]!);
  });
});
