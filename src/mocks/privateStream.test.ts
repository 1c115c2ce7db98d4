/**
 * The private channels of the mocked stream (docs/trading-api.md) on a fake connection: a
 * subscription without a session is refused with 40100; with one, balances answer a snapshot
 * and every change of the user's account is pushed on its channel, nobody else's.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { placeAnswer } from './exchange/api';
import { resetExchange } from './exchange/store';
import { PERSONAS } from './personas';
import { servePrivateChannels } from './privateStream';
import { resetMockState, setMockSettings } from './state';

class FakeClient {
  sent: { event: string; channel: string; payload: Record<string, unknown> }[] = [];
  private readonly listeners: Record<string, ((event: { data: unknown }) => void)[]> = {};
  send(data: string) {
    this.sent.push(JSON.parse(data) as FakeClient['sent'][number]);
  }
  addEventListener(type: string, listener: (event: { data: unknown }) => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  message(data: object) {
    for (const l of this.listeners.message ?? []) l({ data: JSON.stringify(data) });
  }
  close() {
    for (const l of this.listeners.close ?? []) l({ data: null });
  }
}

const subscribe = (client: FakeClient, channel: string) => client.message({ event: 'subscribe', channel, payload: { symbol: '*' } });

beforeEach(() => resetExchange());
afterEach(() => resetMockState());

describe('private channels', () => {
  it('refuses a subscription without a session (40100)', () => {
    const client = new FakeClient();
    servePrivateChannels(client, () => '');
    subscribe(client, 'orders');
    expect(client.sent).toEqual([{ event: 'error', channel: 'orders', payload: { symbol: '*', code: 40100 } }]);
    client.close();
  });

  it('pushes the user’s balances, orders and fills; stops after unsubscribe and close', async () => {
    await setMockSettings({ persona: 'kyc2' });
    const client = new FakeClient();
    servePrivateChannels(client, () => `uid=${String(PERSONAS.kyc2.user?.uid)}; nickname=Trader%20Two`);
    for (const channel of ['orders', 'fills', 'balances']) subscribe(client, channel);
    expect(client.sent).toHaveLength(1);
    expect(client.sent[0]).toMatchObject({ event: 'update', channel: 'balances', payload: { symbol: '*', seq: expect.any(Number) } });
    const snapshotSeq = client.sent[0]?.payload.seq as number;

    // Someone else's order is not pushed here.
    placeAnswer('kyc3', { symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '1000', amount: '0.01', client_id: 'other' });
    expect(client.sent).toHaveLength(1);

    placeAnswer('kyc2', { symbol: 'BTC_USDT', side: 'buy', type: 'market', amount: '0.001', client_id: 'mine' });
    const channels = client.sent.slice(1).map((m) => m.channel);
    expect(channels).toContain('fills');
    expect(channels).toContain('orders');
    expect(channels.at(-1)).toBe('balances');
    expect(client.sent.at(-1)?.payload.seq).toBeGreaterThan(snapshotSeq);
    expect(client.sent.find((m) => m.channel === 'orders')?.payload.order).toMatchObject({ client_id: 'mine', status: 'filled' });

    client.message({ event: 'unsubscribe', channel: 'fills', payload: { symbol: '*' } });
    const count = client.sent.length;
    placeAnswer('kyc2', { symbol: 'BTC_USDT', side: 'buy', type: 'market', amount: '0.001', client_id: 'mine-2' });
    expect(client.sent.slice(count).map((m) => m.channel)).not.toContain('fills');
    client.close();
    const closed = client.sent.length;
    placeAnswer('kyc2', { symbol: 'BTC_USDT', side: 'buy', type: 'market', amount: '0.001', client_id: 'mine-3' });
    expect(client.sent).toHaveLength(closed);
  });
});
