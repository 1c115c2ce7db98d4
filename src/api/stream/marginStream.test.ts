/**
 * The private margin channel (docs/margin.md, "Stream"): a pushed isolated account replaces the
 * cached one of its pair only when its seq is newer, a malformed one is dropped, and notices
 * (a liquidation) reach the caller.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../hooks';
import type { ApiResult } from '../client';
import type { MarginSnapshot } from '../trading/margin';
import { marginKeys } from '../trading/marginQueries';
import { applyMarginPush } from './marginStream';

const asset = (currency: string, available: string) => ({ currency, available, locked: '0', borrowed: '0', interest: '0', hourly_rate: '0.00001', max_borrowable: '0', transferable: available });

function account(seq: number, level: string | null): MarginSnapshot {
  return {
    symbol: 'BTC_USDT',
    base: asset('BTC', '0.1'),
    quote: asset('USDT', '100'),
    max_leverage: 10,
    initial_level: '1.1111',
    maintenance_level: '1.05',
    margin_call_level: '1.1',
    price: '50000',
    assets: '5100',
    debt: level === null ? '0' : '4000',
    margin_level: level,
    risk: level === null ? 'low' : 'medium',
    liquidation_price: level === null ? null : '42000',
    hour_ms: 60000,
    next_interest_time: null,
    last_liquidation: null,
    seq,
  };
}

const cached = () => queryClient.getQueryData<ApiResult<MarginSnapshot | null>>(marginKeys.account('BTC_USDT'))?.data;

afterEach(() => queryClient.clear());

describe('applyMarginPush', () => {
  it('keeps the newest account of the pair; an older push or a malformed one changes nothing', async () => {
    expect(await applyMarginPush(queryClient, { account: account(5, '1.2'), notices: [] })).toEqual([]);
    expect(cached()?.seq).toBe(5);
    await applyMarginPush(queryClient, { account: account(3, '2.5'), notices: [] });
    expect(cached()?.margin_level).toBe('1.2');
    await applyMarginPush(queryClient, { account: { ...account(9, '1.3'), margin_level: 'high' }, notices: [] });
    expect(cached()?.seq).toBe(5);
    await applyMarginPush(queryClient, { account: account(6, '1.3'), notices: [] });
    expect(cached()?.margin_level).toBe('1.3');
  });

  it('hands a liquidation notice to the caller', async () => {
    const notices = await applyMarginPush(queryClient, { account: account(7, null), notices: [{ kind: 'liquidated', symbol: 'BTC_USDT', price: '41000' }, { kind: 'bogus' }] });
    expect(notices).toEqual([{ kind: 'liquidated', symbol: 'BTC_USDT', price: '41000' }]);
    expect(cached()?.margin_level).toBeNull();
  });
});
