/**
 * What convert, earn and copy trading keep in the exchange's state (docs/money-api.md), and the
 * one way they move money: `move`, from one account of the model to another. Amounts held in an
 * earn product or a copy account sit in an account of their own (`earn:<owner>`,
 * `copy:<owner>`), so the spot model's audit already counts them in its per-asset totals; the
 * interest and the copied trades' profits and losses are paid to and from the HOUSE. `auditMoney`
 * adds what the spot audit cannot know: each holding account equals the positions it backs.
 */
import type { SpotBalance } from '../../../api/trading/endpoints';
import { balancesOf } from '../exchange';
import { dec, text, ZERO, type Dec } from '../decimal';
import { HOUSE, type ExchangeEvent, type ExchangeState, type Holding, type Owner, type Venue } from '../types';

export interface StoredQuote {
  id: string;
  owner: Owner;
  from: string;
  to: string;
  from_amount: string;
  to_amount: string;
  rate: string;
  create_time: number;
  expire_time: number;
  used: boolean;
}

export interface ConvertRecord {
  id: string;
  quote_id: string;
  from: string;
  to: string;
  from_amount: string;
  to_amount: string;
  rate: string;
  time: number;
}

/** Simple Earn (flexible, fixed), Startup, and (docs/earn.md) Launchpool, HODL staking and Lend & Earn. */
export type EarnType = 'flexible' | 'fixed' | 'startup' | 'launchpool' | 'staking' | 'lend';

export interface EarnPosition {
  id: string;
  product_type: EarnType;
  product_id: string;
  asset: string;
  principal: string;
  /** Interest credited so far (whole earn days, or hours for lend); Launchpool: unclaimed rewards, in `reward_asset`. */
  interest: string;
  /** Launchpool: the pool's reward token, the asset `interest` is counted in. Absent: `asset`. */
  reward_asset?: string;
  /** Annual rate, percent, fixed when subscribed. */
  apr: string;
  term_days: number;
  start_time: number;
  /** Interest is credited up to here (start + whole earn days). */
  accrued_to: number;
  /** Fixed, locked staking, Launchpool: when principal and interest return to spot (the pool's end); null otherwise. */
  maturity_time: number | null;
  status: 'holding' | 'redeemed';
  end_time: number | null;
}

export interface EarnRecord {
  id: string;
  position_id: string;
  product_type: EarnType;
  product_id: string;
  kind: 'subscribe' | 'interest' | 'redeem' | 'claim';
  asset: string;
  amount: string;
  time: number;
}

export interface CopyTrade {
  symbol: string;
  side: 'long' | 'short';
  size: string;
  entry_price: string;
  exit_price: string;
  pnl: string;
  open_time: number;
  close_time: number;
}

export interface CopyAccount {
  id: string;
  trader_id: string;
  allocation: string;
  /** Allocation plus realized profit and loss (what the copy account holds). */
  equity: string;
  /** Percent of the allocation: a loss this deep stops the copy. Null: none. */
  stop_loss_pct: string | null;
  status: 'copying' | 'stopped';
  stop_reason: 'user' | 'stop_loss' | null;
  start_time: number;
  /** Copied trades are settled up to here. */
  settled_to: number;
  end_time: number | null;
  /** What went back to spot when stopped (after the profit share). */
  returned: string | null;
  /** The lead trader's share of the profit, paid at stop. */
  profit_share: string | null;
  /** Closed copied trades, newest last (the last 50). */
  trades: CopyTrade[];
}

export interface MoneyState {
  quotes: (StoredQuote & { owner: Owner })[];
  converts: (ConvertRecord & { owner: Owner })[];
  earn: (EarnPosition & { owner: Owner })[];
  earnLog: (EarnRecord & { owner: Owner })[];
  copies: (CopyAccount & { owner: Owner })[];
}

export function freshMoney(): MoneyState {
  return { quotes: [], converts: [], earn: [], earnLog: [], copies: [] };
}

/** The state's money part, created on first use. */
export function moneyOf(state: ExchangeState): MoneyState {
  state.money ??= freshMoney();
  return state.money;
}

export const earnOwner = (owner: Owner): Owner => `earn:${owner}`;
export const copyOwner = (owner: Owner): Owner => `copy:${owner}`;

/** A fresh id with its prefix (the model's one counter). */
export function nextId(state: ExchangeState, prefix: string): string {
  return `${prefix}${state.nextId++}`;
}

function holdingOf(state: ExchangeState, venue: Venue, owner: Owner, asset: string): Holding {
  // balancesOf opens the account with its starting balances when new.
  if (!state.accounts[owner]) balancesOf(state, venue, owner);
  const acc = state.accounts[owner] ?? {};
  state.accounts[owner] = acc;
  let h = acc[asset];
  if (!h) {
    h = { available: '0', locked: '0' };
    acc[asset] = h;
  }
  return h;
}

/** What an owner has available of an asset. */
export function availableOf(state: ExchangeState, venue: Venue, owner: Owner, asset: string): Dec {
  return dec(holdingOf(state, venue, owner, asset).available);
}

/**
 * Moves `amount` of available `asset` from one account to another. The HOUSE pays from its float
 * (created, like the spot model's, the first time it pays an asset, and counted in the supply).
 */
export function move(state: ExchangeState, venue: Venue, from: Owner, to: Owner, asset: string, amount: Dec): void {
  if (amount.eq(0)) return;
  if (amount.lt(0)) return move(state, venue, to, from, asset, amount.neg());
  if (from === HOUSE || to === HOUSE) houseFloat(state, asset);
  const a = holdingOf(state, venue, from, asset);
  const b = holdingOf(state, venue, to, asset);
  a.available = text(dec(a.available).minus(amount));
  b.available = text(dec(b.available).plus(amount));
}

/** The house's float of an asset, as the spot model opens it (HOUSE_FLOAT, minted into the supply). */
function houseFloat(state: ExchangeState, asset: string): void {
  const acc = (state.accounts[HOUSE] ??= {});
  state.seq[HOUSE] ??= 0;
  if (!acc[asset]) {
    acc[asset] = { available: HOUSE_FLOAT_TEXT, locked: '0' };
    state.supply[asset] = text(dec(state.supply[asset] ?? '0').plus(HOUSE_FLOAT_TEXT));
  }
}

const HOUSE_FLOAT_TEXT = '1000000000000000000';

/** The balances message of an owner whose spot account changed (its seq grows). */
export function balancesEvent(state: ExchangeState, venue: Venue, owner: Owner): ExchangeEvent {
  state.seq[owner] = (state.seq[owner] ?? 0) + 1;
  const { list, seq }: { list: SpotBalance[]; seq: number } = balancesOf(state, venue, owner);
  return { kind: 'balances', owner, list, seq };
}

/**
 * What the spot audit cannot see, as a list of broken rules: every earn account holds exactly its
 * open positions' principal and interest, every copy account its open copies' equity, per asset.
 */
export function auditMoney(state: ExchangeState): string[] {
  const money = state.money;
  if (!money) return [];
  const problems: string[] = [];
  const expected = new Map<string, Dec>();
  const add = (key: string, amount: Dec) => expected.set(key, (expected.get(key) ?? ZERO).plus(amount));
  for (const p of money.earn) {
    if (p.status !== 'holding') continue;
    add(`${earnOwner(p.owner)}|${p.asset}`, dec(p.principal));
    add(`${earnOwner(p.owner)}|${p.reward_asset ?? p.asset}`, dec(p.interest));
  }
  for (const c of money.copies) if (c.status === 'copying') add(`${copyOwner(c.owner)}|USDT`, dec(c.equity));
  for (const [owner, acc] of Object.entries(state.accounts)) {
    if (!owner.startsWith('earn:') && !owner.startsWith('copy:')) continue;
    for (const [asset, h] of Object.entries(acc)) {
      const want = expected.get(`${owner}|${asset}`) ?? ZERO;
      if (!dec(h.available).eq(want)) problems.push(`${owner} ${asset}: holds ${h.available}, its positions ${text(want)}`);
      expected.delete(`${owner}|${asset}`);
    }
  }
  for (const [key, amount] of expected) if (!amount.eq(0)) problems.push(`${key}: positions hold ${text(amount)} the account lacks`);
  return problems;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const listOf = (v: unknown, keys: readonly string[]): boolean => Array.isArray(v) && v.every((x) => isRecord(x) && keys.every((k) => x[k] !== undefined));

/** A stored money part of the right shape (what the handlers read without checking again). */
export function isMoneyState(v: unknown): v is MoneyState {
  return (
    isRecord(v) &&
    listOf(v.quotes, ['id', 'owner', 'from', 'to', 'from_amount', 'to_amount', 'expire_time']) &&
    listOf(v.converts, ['id', 'owner', 'from', 'to', 'from_amount', 'to_amount', 'time']) &&
    listOf(v.earn, ['id', 'owner', 'product_type', 'asset', 'principal', 'interest', 'apr', 'accrued_to', 'status']) &&
    listOf(v.earnLog, ['id', 'owner', 'kind', 'asset', 'amount', 'time']) &&
    listOf(v.copies, ['id', 'owner', 'trader_id', 'allocation', 'equity', 'status', 'settled_to', 'trades'])
  );
}
