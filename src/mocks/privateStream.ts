/**
 * The market stream's private channels in the mocked backend (docs/trading-api.md): orders, fills
 * and balances of the logged-in user, symbol '*', on the same WebSocket as the market data (the
 * market channels are ./stream's). The user is the session the REST handlers see (./session: the
 * uid cookie and the mock state's persona), read when a channel is subscribed; without one the
 * subscription answers `{ event: 'error', channel, payload: { symbol: '*', code: 40100 } }`.
 * Every change of the account model (./exchange/store) is forwarded to the subscriptions of its
 * owner; a balances subscription gets a snapshot at once, as the market channels do.
 */
import { ws } from 'msw';
import { balancesOf } from './exchange/exchange';
import { snapshotOf } from './exchange/futures/futures';
import { subscribeExchange, withExchange } from './exchange/store';
import type { ExchangeEvent, Owner } from './exchange/types';
import { parseCookies, sessionPersona } from './session';

const PRIVATE_CHANNELS = ['orders', 'fills', 'balances', 'wallet', 'futures', 'margin'] as const;
type PrivateChannel = (typeof PRIVATE_CHANNELS)[number];
const NOT_LOGGED_IN = 40100;

/** What the handler needs of an MSW WebSocket client (tests pass a fake). */
interface StreamClient {
  send(data: string): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: () => void): void;
}

const channelOf = (event: ExchangeEvent): PrivateChannel =>
  event.kind === 'order' ? 'orders' : event.kind === 'fill' ? 'fills' : event.kind === 'wallet' ? 'wallet' : event.kind === 'futures' ? 'futures' : event.kind === 'margin' ? 'margin' : 'balances';

function payloadOf(event: ExchangeEvent): Record<string, unknown> {
  if (event.kind === 'order') return { symbol: '*', order: event.order };
  if (event.kind === 'fill') return { symbol: '*', fill: event.fill };
  // docs/wallet-api.md: a deposit or a withdrawal whose status or confirmations changed.
  if (event.kind === 'wallet') return event.deposit ? { symbol: '*', deposit: event.deposit } : { symbol: '*', withdrawal: event.withdrawal };
  // The futures account, its positions at the mark and what just happened to them (docs/futures.md).
  if (event.kind === 'futures') return { symbol: '*', ...event.snapshot, notices: event.notices };
  // An isolated margin account (docs/margin.md): the snapshot carries its pair; notices say what happened.
  if (event.kind === 'margin') return { symbol: '*', account: event.snapshot, notices: event.notices };
  return { symbol: '*', list: event.list, seq: event.seq };
}

/**
 * Serves the private channels on one connection; `cookies` reads the session's cookies when a
 * channel is subscribed (document.cookie in the browser).
 */
export function servePrivateChannels(client: StreamClient, cookies: () => string): void {
  const subscribed = new Map<PrivateChannel, Owner>();
  const send = (channel: PrivateChannel, payload: Record<string, unknown>) => client.send(JSON.stringify({ event: 'update', channel, payload }));
  const off = subscribeExchange((events) => {
    for (const event of events) {
      const channel = channelOf(event);
      if (subscribed.get(channel) === event.owner) send(channel, payloadOf(event));
    }
  });
  client.addEventListener('message', (event) => {
    let message: { event?: unknown; channel?: unknown };
    try {
      message = JSON.parse(String(event.data)) as typeof message;
    } catch {
      return;
    }
    const channel = PRIVATE_CHANNELS.find((c) => c === message.channel);
    if (channel === undefined) return;
    if (message.event === 'unsubscribe') {
      subscribed.delete(channel);
      return;
    }
    if (message.event !== 'subscribe') return;
    const persona = sessionPersona(parseCookies(cookies()));
    if (persona === null) {
      subscribed.delete(channel);
      client.send(JSON.stringify({ event: 'error', channel, payload: { symbol: '*', code: NOT_LOGGED_IN } }));
      return;
    }
    subscribed.set(channel, persona.id);
    if (channel === 'balances') send(channel, { symbol: '*', ...withExchange((state, venue) => ({ result: balancesOf(state, venue, persona.id) })) });
    if (channel === 'futures') send(channel, { symbol: '*', ...withExchange((state, venue, now) => ({ result: snapshotOf(state, venue, persona.id, now) })), notices: [] });
  });
  client.addEventListener('close', off);
}

/** Every stream host of every site, as ./stream's market link. */
const privateLink = ws.link(/^wss:\/\/[^/]+\/v4\/ws\/[a-z]+$/);

export const privateStreamHandler = privateLink.addEventListener('connection', ({ client }) => {
  servePrivateChannels(client, () => (typeof document === 'undefined' ? '' : document.cookie));
});
