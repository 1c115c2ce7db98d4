/**
 * The account services' part of the account model's state (docs/account-services.md): support
 * tickets and transfer codes, plain JSON stored with the rest (../store, `demo-exchange-v1`
 * under `services`), absent until first used.
 */
import { isDecimalText } from '../decimal';
import type { ExchangeState, Owner } from '../types';

export const SERVICE_CODES = {
  invalid: 40001,
  insufficientBalance: 40010,
  belowMinimum: 40011,
  aboveMaximum: 40012,
  wrongFundPassword: 40030,
  wrongTotp: 40031,
  ownCode: 40303,
  withdrawalsLimited: 40301,
  notFound: 40400,
  closed: 40900,
} as const;

export type TicketCategory = 'deposit' | 'withdrawal' | 'account' | 'trading';

export interface TicketMessageRecord {
  id: string;
  author: 'user' | 'support';
  body: string;
  time: number;
}

export interface TicketRecord {
  id: string;
  owner: Owner;
  subject: string;
  category: TicketCategory;
  status: 'open' | 'answered' | 'closed';
  create_time: number;
  update_time: number;
  messages: TicketMessageRecord[];
}

export interface GateCodeRecord {
  id: string;
  owner: Owner;
  client_id: string;
  code: string;
  asset: string;
  amount: string;
  status: 'active' | 'redeemed' | 'cancelled';
  create_time: number;
  update_time: number;
}

export interface FiatOrderRecord {
  id: string;
  owner: Owner;
  client_id: string;
  fiat: string;
  method: 'bank';
  /** The bank rail, e.g. SEPA. */
  rail: string;
  amount: string;
  fee: string;
  /** What the user quotes with the transfer, so the payment can be matched. */
  reference: string;
  bank: { beneficiary: string; bank_name: string; account: string; swift: string };
  create_time: number;
  expire_time: number;
}

export interface ServicesState {
  tickets: TicketRecord[];
  /** Tickets created so far (the next id). */
  ticketSeq: number;
  /** Owners given the demo's two older tickets. */
  seeded: Owner[];
  gateCodes: GateCodeRecord[];
  /** Bank transfer deposit orders (./fiat). */
  fiatOrders: FiatOrderRecord[];
}

export function servicesOf(state: ExchangeState): ServicesState {
  state.services ??= { tickets: [], ticketSeq: 0, seeded: [], gateCodes: [], fiatOrders: [] };
  return state.services;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: Record<string, unknown>, keys: readonly string[]) => keys.every((k) => typeof v[k] === 'string');

/** A stored services part of the shape this module writes (../store drops a state that is not). */
export function isServicesState(value: unknown): value is ServicesState {
  if (!isRecord(value)) return false;
  const { tickets, ticketSeq, seeded, gateCodes, fiatOrders } = value;
  return (
    Number.isSafeInteger(ticketSeq) &&
    Array.isArray(seeded) &&
    seeded.every((s) => typeof s === 'string') &&
    Array.isArray(tickets) &&
    tickets.every(
      (t) =>
        isRecord(t) &&
        strings(t, ['id', 'owner', 'subject', 'category', 'status']) &&
        typeof t.update_time === 'number' &&
        Array.isArray(t.messages) &&
        t.messages.every((m) => isRecord(m) && strings(m, ['id', 'author', 'body']) && typeof m.time === 'number'),
    ) &&
    Array.isArray(gateCodes) &&
    gateCodes.every((c) => isRecord(c) && strings(c, ['id', 'owner', 'client_id', 'code', 'asset', 'amount', 'status']) && isDecimalText(c.amount) && typeof c.create_time === 'number') &&
    Array.isArray(fiatOrders) &&
    fiatOrders.every((o) => isRecord(o) && strings(o, ['id', 'owner', 'client_id', 'fiat', 'method', 'rail', 'amount', 'fee', 'reference']) && isRecord(o.bank) && typeof o.expire_time === 'number')
  );
}
