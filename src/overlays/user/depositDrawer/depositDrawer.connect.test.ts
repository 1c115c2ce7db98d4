import { describe, expect, it } from 'vitest';
import { connectDepositDrawer, type DrawerOption } from './depositDrawer.connect';

const onchain: DrawerOption = { id: 'onchain', href: '/myaccount/deposit/USDT', label: 'depositDrawer.onchain', group: 'haveAssets' };
const gatecode: DrawerOption = { id: 'gatecode', href: '/myaccount/deposit_gatecode', label: 'depositDrawer.gatecode', group: 'haveAssets' };
const card: DrawerOption = { id: 'card', href: '/crypto/buy/with-credit-card', label: 'depositDrawer.card', group: 'noAssets' };

describe('fund-wallet drawer view (SPEC section 2, deposit drawer)', () => {
  it('groups the decided options as "I have assets" then "I don\'t have assets", in config order', () => {
    const view = connectDepositDrawer([card, onchain, gatecode], false);
    expect(view.groups.map((group) => [group.id, group.options.map((option) => option.id)])).toEqual([
      ['haveAssets', ['onchain', 'gatecode']],
      ['noAssets', ['card']],
    ]);
    expect(view.empty).toBe(false);
  });

  it('leaves out a group with no option (the US site offers no card purchase)', () => {
    expect(connectDepositDrawer([onchain], false).groups.map((group) => group.id)).toEqual(['haveAssets']);
  });

  it('shows the empty state only once the engine has decided on no option', () => {
    expect(connectDepositDrawer([], false).empty).toBe(true);
    expect(connectDepositDrawer(undefined, undefined).empty).toBe(false);
    expect(connectDepositDrawer(undefined, undefined).groups).toEqual([]);
  });

  it('on-chain opens the deposit method modal only when alternatives are decided; other picks follow their link', () => {
    expect(connectDepositDrawer([onchain], true).pick(onchain)).toBe('methodModal');
    expect(connectDepositDrawer([onchain], false).pick(onchain)).toBe('follow');
    expect(connectDepositDrawer([onchain], undefined).pick(onchain)).toBe('follow');
    expect(connectDepositDrawer([gatecode], true).pick(gatecode)).toBe('follow');
  });
});
