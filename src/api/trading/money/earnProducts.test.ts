/**
 * Launchpool, HODL staking and Lend & Earn through the API layer against the mocked backend
 * (docs/earn.md): a stake leaves spot, shows in the one earn account and in the pool's total;
 * claim, unstake and withdraw bring it back; a locked stake's refusal is the server's; a fault
 * is the documented default.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { resetExchange } from '../../../mocks/exchange/store';
import { PERSONAS, sessionCookies } from '../../../mocks/personas';
import { resetMockState, setMockSettings } from '../../../mocks/state';
import { createTestClient } from '../../../mocks/testClient';
import { fetchLaunchpools } from '../../endpoints/catalog';
import { balanceOf, fetchSpotBalances } from '../endpoints';
import { claimEarn, fetchEarnAccount, redeemEarn, subscribeEarn } from './earn';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetExchange());
afterEach(() => {
  server.resetHandlers();
  resetMockState();
  vi.useRealTimers();
});
afterAll(() => server.close());

async function kyc2() {
  await setMockSettings({ persona: 'kyc2' });
  return createTestClient({ cookies: { ...(sessionCookies(PERSONAS.kyc2) ?? {}), csrftoken: 'csrf-test' } }).client;
}

const spot = async (client: Awaited<ReturnType<typeof kyc2>>, asset: string) => Number(balanceOf((await fetchSpotBalances({ client })).data, asset).available);

describe('earn products on the account model', () => {
  it('a Launchpool stake leaves spot, adds to the pool total, earns the reward token, and claim and unstake bring both to spot', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-29T12:00:00Z') });
    const client = await kyc2();
    const before = await spot(client, 'USDT');
    const pool = (await fetchLaunchpools({ client })).data.find((p) => p.id === 'lp-lumn-usdt');
    expect(pool).toMatchObject({ stake: 'USDT', reward: 'LUMN', minAmount: '10', step: '0.01', rewardPerHour: '20000', totalStaked: 18_900_000 });
    const staked = (await subscribeEarn({ client, product_type: 'launchpool', product_id: 'lp-lumn-usdt', amount: '100' })).data;
    expect(staked?.data).toMatchObject({ product_type: 'launchpool', asset: 'USDT', reward_asset: 'LUMN', principal: '100' });
    expect(await spot(client, 'USDT')).toBeCloseTo(before - 100, 6);
    expect((await fetchLaunchpools({ client })).data.find((p) => p.id === 'lp-lumn-usdt')?.totalStaked).toBe(18_900_100);

    vi.setSystemTime(Date.now() + 2 * 2500 + 100);
    const position = (await fetchEarnAccount({ client })).data.positions.find((p) => p.id === staked?.data?.id);
    // 100 of 18 900 100, of 20 000 LUMN an hour, two earn hours.
    expect(Number(position?.interest)).toBeCloseTo((2 * 20_000 * 100) / 18_900_100, 6);
    const claimed = (await claimEarn({ client, position_id: staked?.data?.id ?? '' })).data;
    expect(claimed?.data?.interest).toBe('0');
    expect(await spot(client, 'LUMN')).toBeCloseTo(Number(position?.interest), 8);
    await redeemEarn({ client, position_id: staked?.data?.id ?? '' });
    expect(await spot(client, 'USDT')).toBeCloseTo(before, 6);
  });

  it('a locked staking product refuses to unstake before its end with the server’s reason; lending withdraws at once', async () => {
    const client = await kyc2();
    const gt = (await subscribeEarn({ client, product_type: 'staking', product_id: 'GT', amount: '10' })).data;
    expect(gt?.data).toMatchObject({ product_type: 'staking', term_days: 30 });
    const refused = (await redeemEarn({ client, position_id: gt?.data?.id ?? '' })).data;
    expect(refused).toMatchObject({ code: 40030, data: null });
    expect(refused?.message).toContain('locked staking');
    const usdt = await spot(client, 'USDT');
    const loan = (await subscribeEarn({ client, product_type: 'lend', product_id: 'USDT', amount: '50' })).data;
    expect(loan?.data).toMatchObject({ apr: '11.4', principal: '50' });
    expect((await redeemEarn({ client, position_id: loan?.data?.id ?? '' })).data?.data?.status).toBe('redeemed');
    expect(await spot(client, 'USDT')).toBeCloseTo(usdt, 6);
    expect((await subscribeEarn({ client, product_type: 'lend', product_id: 'USDT', amount: '10.005' })).data).toMatchObject({ code: 40013 });
  });

  it('a fault on claim (?fault.earnClaim=http500) is the documented default, null', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = await kyc2();
    const staked = (await subscribeEarn({ client, product_type: 'launchpool', product_id: 'lp-lumn-gt', amount: '5' })).data;
    await setMockSettings({ persona: 'kyc2', faults: { earnClaim: 'http500' } });
    const result = await claimEarn({ client, position_id: staked?.data?.id ?? '' });
    expect(result).toMatchObject({ ok: false, data: null });
  });
});
