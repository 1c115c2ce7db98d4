/**
 * Fiat deposits (docs/account-services.md). The account model holds no fiat: every account is
 * crypto (USDT and coins, ../venue STARTING_MIX), and /myaccount values it in the site's fiat
 * without holding any. So nothing here credits a fiat balance: a bank transfer deposit is an
 * order (the amount, the fee, the bank details and a reference the user quotes) that stays
 * pending until the bank's money arrives, which the demo never simulates, and expires after
 * ORDER_TTL_MS; a card deposit is the card purchase the app already has (the page hands off to it).
 * Methods, fees and limits per fiat are the backend's (FIAT_RAILS), never the client's.
 */
import { dec, isDecimalText, text } from '../decimal';
import type { ExchangeState, Outcome, Owner } from '../types';
import { servicesOf, SERVICE_CODES, type FiatOrderRecord } from './servicesState';

/** A bank deposit order waits this long for the transfer (ms). */
export const ORDER_TTL_MS = 7 * 24 * 3600_000;

export interface FiatMethod {
  method: 'bank' | 'card';
  /** The rail's name, e.g. SEPA. */
  name: string;
  fee_rate: string;
  fee_min: string;
  min_amount: string;
  max_amount: string;
  arrival: 'instant' | 'business_day';
}

export interface BankDetails {
  beneficiary: string;
  bank_name: string;
  account: string;
  swift: string;
}

interface Rail {
  bank: { name: string; details: BankDetails; min: string; max: string };
  card: { min: string; max: string };
  decimals: number;
}

const BENEFICIARY = 'Exchange Payments Ltd';
const bank = (name: string, bank_name: string, account: string, swift: string, min = '10', max = '50000') => ({ name, details: { beneficiary: BENEFICIARY, bank_name, account, swift }, min, max });

/** The fiats the demo takes, with their rails (the listed fiats of the header's fiat list). */
const FIAT_RAILS: Readonly<Record<string, Rail>> = {
  EUR: { bank: bank('SEPA', 'Banque Lumière', 'LT12 1000 0111 0100 1000', 'LUMILT2X'), card: { min: '10', max: '20000' }, decimals: 2 },
  USD: { bank: bank('SWIFT', 'Harbor Trust Bank', '4820 1937 5561', 'HTBKUS33'), card: { min: '10', max: '20000' }, decimals: 2 },
  GBP: { bank: bank('Faster Payments', 'Thames Direct', '04-00-75 / 19283746', 'THDRGB2L'), card: { min: '10', max: '15000' }, decimals: 2 },
  TRY: { bank: bank('FAST', 'Boğaz Bankası', 'TR33 0006 1005 1978 6457 8413 26', 'BOGZTRIS', '100', '1000000'), card: { min: '300', max: '500000' }, decimals: 2 },
  JPY: { bank: bank('Zengin', 'Sakura Gin Bank', '003-1234567', 'SKGBJPJT', '1000', '5000000'), card: { min: '1500', max: '3000000' }, decimals: 0 },
  AUD: { bank: bank('NPP / PayID', 'Coral Bank', '062-000 / 11223344', 'CORLAU2S'), card: { min: '15', max: '30000' }, decimals: 2 },
  BRL: { bank: bank('PIX', 'Banco Aurora', 'pix@exchange.example', 'AURRBRSP', '50', '250000'), card: { min: '50', max: '100000' }, decimals: 2 },
};

const CARD_FEE_RATE = '0.018';
const CARD_FEE_MIN = '1';

export function fiatMethodsOf(fiat: string): FiatMethod[] | null {
  const rail = FIAT_RAILS[fiat];
  if (!rail) return null;
  return [
    { method: 'bank', name: rail.bank.name, fee_rate: '0', fee_min: '0', min_amount: rail.bank.min, max_amount: rail.bank.max, arrival: 'business_day' },
    { method: 'card', name: 'Visa / Mastercard', fee_rate: CARD_FEE_RATE, fee_min: CARD_FEE_MIN, min_amount: rail.card.min, max_amount: rail.card.max, arrival: 'instant' },
  ];
}

export type PublicFiatOrder = Omit<FiatOrderRecord, 'owner'> & { status: 'pending' | 'expired' };

const publicOrder = ({ owner: _owner, ...rest }: FiatOrderRecord, now: number): PublicFiatOrder => ({ ...rest, status: now >= rest.expire_time ? 'expired' : 'pending' });

/** The owner's fiat deposit orders, newest first (at most 50). */
export function fiatOrdersOf(state: ExchangeState, owner: Owner, now: number): PublicFiatOrder[] {
  return servicesOf(state).fiatOrders.filter((o) => o.owner === owner).reverse().slice(0, 50).map((o) => publicOrder(o, now));
}

/** A reference the user quotes with the transfer: 10 characters from the order (no look-alikes). */
function referenceOf(seed: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let hash = 2166136261;
  let out = '';
  for (let i = 0; i < 10; i++) {
    for (const char of `${seed}:${i}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
    out += alphabet[hash % alphabet.length];
  }
  return out;
}

/**
 * A bank transfer deposit order: within the rail's limits, at most its decimals; the fee is the
 * rail's (free by bank). A card deposit is refused here: it is a card purchase (the page hands
 * off). The same client_id twice answers the first order.
 */
export function createFiatOrder(state: ExchangeState, owner: Owner, req: { fiat?: unknown; method?: unknown; amount?: unknown; client_id?: unknown }, now: number): Outcome<PublicFiatOrder> {
  const fail = (code: number, message: string): Outcome<PublicFiatOrder> => ({ code, message, data: null });
  const services = servicesOf(state);
  if (typeof req.client_id !== 'string' || req.client_id === '' || req.client_id.length > 64) return fail(SERVICE_CODES.invalid, 'client_id is required (at most 64 characters).');
  const same = services.fiatOrders.find((o) => o.owner === owner && o.client_id === req.client_id);
  if (same) return { code: 0, message: 'success', data: publicOrder(same, now) };
  const fiat = typeof req.fiat === 'string' ? req.fiat.toUpperCase() : '';
  const rail = FIAT_RAILS[fiat];
  if (!rail) return fail(SERVICE_CODES.notFound, `${fiat || 'This currency'} cannot be deposited.`);
  if (req.method === 'card') return fail(SERVICE_CODES.invalid, 'A card deposit is a card purchase: continue on the card page.');
  if (req.method !== 'bank') return fail(SERVICE_CODES.invalid, 'method must be bank.');
  if (!isDecimalText(req.amount) || dec(req.amount).lte(0)) return fail(SERVICE_CODES.invalid, 'amount must be a positive decimal.');
  if ((req.amount.split('.')[1] ?? '').length > rail.decimals) return fail(SERVICE_CODES.invalid, `Amount has at most ${rail.decimals} decimals in ${fiat}.`);
  const amount = dec(req.amount);
  if (amount.lt(rail.bank.min)) return fail(SERVICE_CODES.belowMinimum, `Minimum deposit is ${rail.bank.min} ${fiat}.`);
  if (amount.gt(rail.bank.max)) return fail(SERVICE_CODES.aboveMaximum, `Maximum deposit is ${rail.bank.max} ${fiat}.`);
  const id = `F${state.nextId++}`;
  const record: FiatOrderRecord = { id, owner, client_id: req.client_id, fiat, method: 'bank', rail: rail.bank.name, amount: text(amount), fee: '0', reference: referenceOf(`${owner}:${id}`), bank: rail.bank.details, create_time: now, expire_time: now + ORDER_TTL_MS };
  services.fiatOrders.push(record);
  return { code: 0, message: 'success', data: publicOrder(record, now) };
}
