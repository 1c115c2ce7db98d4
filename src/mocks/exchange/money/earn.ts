/**
 * Simple Earn, Startup, Launchpool, HODL staking and Lend & Earn (docs/earn.md): subscribing moves the amount from the user's spot
 * account into the earn account (`earn:<owner>`); interest at the product's APR is credited to the
 * position once per EARN_DAY_MS of the demo's clock, paid by the HOUSE; redeeming brings principal
 * and credited interest back to spot. Fixed terms return by themselves at maturity and cannot be
 * redeemed before; a Startup commitment earns nothing and can be withdrawn while its sale is open.
 * Launchpool stakes earn the pool's reward token each earn hour, pro rata to their share of the
 * pool; staking earns daily from the day after, locked products return at the lock's end; lending
 * earns the market's rate each earn hour. Pure: the caller passes `now` (ms) and the catalog.
 */
import { CODES, MAX_CATCH_UP_MS } from '../exchange';
import { dec, floorTo, isDecimalText, isMultipleOf, text, unit, ZERO, type Dec } from '../decimal';
import { availableOf, balancesEvent, earnOwner, move, moneyOf, nextId, type EarnPosition, type EarnRecord, type EarnType } from './money';
import { HOUSE, type ExchangeEvent, type ExchangeState, type Outcome, type Owner, type Venue } from '../types';

/**
 * One earn day on the demo's clock: interest is credited once per this many milliseconds at
 * APR / 365 of the principal, and a fixed term of N days lasts N of them. A minute in the demo,
 * so a trader sees interest arrive (docs/earn.md); a real deployment sets a day.
 */
export const EARN_DAY_MS = 60_000;
/** One earn hour: Launchpool rewards and Lend & Earn interest are credited once per this (2.5 s in the demo). */
export const EARN_HOUR_MS = EARN_DAY_MS / 24;
/** Interest is floored to this many decimals each credit. */
const INTEREST_DECIMALS = 8;

export const EARN_CODES = { notRedeemable: 40030, notOpen: 40031, nothingToClaim: 40032 } as const;

const TYPES: readonly EarnType[] = ['flexible', 'fixed', 'startup', 'launchpool', 'staking', 'lend'];
const isEarnType = (v: unknown): v is EarnType => TYPES.some((t) => t === v);

export interface EarnProductSpec {
  type: EarnType;
  id: string;
  asset: string;
  /** Percent a year (Launchpool: the pool's advertised rate, for show; its rewards are `reward_per_hour`). */
  apr: string;
  /** 0: flexible (or a Startup commitment, a Launchpool stake). Staking: its lock in earn days. */
  term_days: number;
  min_amount: string;
  max_amount: string;
  /** An amount must be a multiple of this, when given. */
  step?: string;
  /** Sold out or not taking subscriptions. */
  open: boolean;
  /** Launchpool: the reward token, what the whole pool pays each earn hour, what others stake (the pool's figure before the model's stakes), and its end (ms). */
  pool?: { reward_asset: string; reward_per_hour: string; base_staked: string; end_time: number };
}

export type EarnCatalog = (type: EarnType, id: string) => EarnProductSpec | undefined;

type Stored = EarnPosition & { owner: Owner };

const publicPosition = ({ owner: _o, ...rest }: Stored): EarnPosition => rest;

function none<T>(code: number, message: string): { outcome: Outcome<T>; events: ExchangeEvent[] } {
  return { outcome: { code, message, data: null }, events: [] };
}

function log(state: ExchangeState, p: Stored, kind: EarnRecord['kind'], amount: string, time: number): void {
  const money = moneyOf(state);
  money.earnLog.push({ id: nextId(state, 'E'), owner: p.owner, position_id: p.id, product_type: p.product_type, product_id: p.product_id, kind, asset: p.asset, amount, time });
  if (money.earnLog.length > 500) money.earnLog.splice(0, money.earnLog.length - 500);
}

/** Interest of one earn day on `principal` at `apr` percent. */
export function dailyInterest(principal: string, apr: string): string {
  return text(floorTo(dec(principal).times(apr).div(36_500), unit(INTEREST_DECIMALS)));
}

export function subscribe(state: ExchangeState, venue: Venue, catalog: EarnCatalog, owner: Owner, req: { product_type?: unknown; product_id?: unknown; amount?: unknown }, now: number): { outcome: Outcome<EarnPosition>; events: ExchangeEvent[] } {
  const type = req.product_type;
  if (!isEarnType(type)) return none(CODES.invalid, `product_type must be one of ${TYPES.join(', ')}.`);
  if (typeof req.product_id !== 'string' && typeof req.product_id !== 'number') return none(CODES.invalid, 'product_id is required.');
  const product = catalog(type, String(req.product_id));
  if (!product) return none(CODES.notFound, 'Product not found.');
  if (product.pool && now >= product.pool.end_time) return none(EARN_CODES.notOpen, 'This pool has ended.');
  if (!product.open) return none(EARN_CODES.notOpen, type === 'startup' ? 'This sale is not open.' : 'This product is sold out.');
  if (!isDecimalText(req.amount) || dec(req.amount).lte(0)) return none(CODES.invalid, 'amount must be a positive decimal.');
  const amount = dec(req.amount);
  if (product.step !== undefined && !isMultipleOf(amount, dec(product.step))) return none(CODES.offTickOrStep, `The amount must be a multiple of ${product.step} ${product.asset}.`);
  if (amount.lt(product.min_amount)) return none(CODES.belowMinimum, `Minimum subscription is ${product.min_amount} ${product.asset}.`);
  const held = moneyOf(state)
    .earn.filter((p) => p.owner === owner && p.status === 'holding' && p.product_type === type && p.product_id === product.id)
    .reduce((sum, p) => sum.plus(p.principal), dec(0));
  if (held.plus(amount).gt(product.max_amount)) return none(CODES.aboveMaximum, `Maximum per user is ${product.max_amount} ${product.asset}.`);
  if (amount.gt(availableOf(state, venue, owner, product.asset))) return none(CODES.insufficientBalance, 'Insufficient balance.');
  move(state, venue, owner, earnOwner(owner), product.asset, amount);
  const position: Stored = {
    id: nextId(state, 'P'),
    owner,
    product_type: type,
    product_id: product.id,
    asset: product.asset,
    principal: text(amount),
    interest: '0',
    ...(product.pool ? { reward_asset: product.pool.reward_asset } : {}),
    apr: type === 'startup' ? '0' : product.apr,
    term_days: product.term_days,
    start_time: now,
    // Staking earns from the day after: its first earn day pays nothing.
    accrued_to: type === 'staking' ? now + EARN_DAY_MS : now,
    maturity_time: product.pool ? product.pool.end_time : (type === 'fixed' || type === 'staking') && product.term_days > 0 ? now + product.term_days * EARN_DAY_MS : null,
    status: 'holding',
    end_time: null,
  };
  moneyOf(state).earn.push(position);
  log(state, position, 'subscribe', position.principal, now);
  return { outcome: { code: 0, message: 'success', data: publicPosition(position) }, events: [balancesEvent(state, venue, owner)] };
}

/** Principal and interest back to spot; the position ends. A Launchpool's unclaimed rewards, in their token, are claimed with it. */
function close(state: ExchangeState, venue: Venue, p: Stored, now: number): void {
  if (p.reward_asset !== undefined && p.reward_asset !== p.asset) {
    if (dec(p.interest).gt(0)) claimRewards(state, venue, p, now);
    move(state, venue, earnOwner(p.owner), p.owner, p.asset, dec(p.principal));
    log(state, p, 'redeem', p.principal, now);
  } else {
    const total = dec(p.principal).plus(p.interest);
    move(state, venue, earnOwner(p.owner), p.owner, p.asset, total);
    log(state, p, 'redeem', text(total), now);
  }
  p.status = 'redeemed';
  p.end_time = now;
}

/** A Launchpool position's unclaimed rewards to spot. */
function claimRewards(state: ExchangeState, venue: Venue, p: Stored, now: number): void {
  const rewards = dec(p.interest);
  move(state, venue, earnOwner(p.owner), p.owner, p.reward_asset ?? p.asset, rewards);
  p.interest = '0';
  log(state, { ...p, asset: p.reward_asset ?? p.asset }, 'claim', text(rewards), now);
}

export function redeem(state: ExchangeState, venue: Venue, catalog: EarnCatalog, owner: Owner, req: { position_id?: unknown }, now: number): { outcome: Outcome<EarnPosition>; events: ExchangeEvent[] } {
  const p = typeof req.position_id === 'string' ? moneyOf(state).earn.find((x) => x.owner === owner && x.id === req.position_id) : undefined;
  if (!p || p.status !== 'holding') return none(CODES.notFound, 'Position not found or already redeemed.');
  if (p.product_type === 'fixed') return none(EARN_CODES.notRedeemable, 'A fixed-term product returns at maturity; it cannot be redeemed before.');
  if (p.product_type === 'staking' && p.maturity_time !== null) return none(EARN_CODES.notRedeemable, 'A locked staking product returns at the end of its lock; it cannot be unstaked before.');
  if (p.product_type === 'startup' && !catalog('startup', p.product_id)?.open) return none(EARN_CODES.notOpen, 'The sale has closed; the commitment can no longer be withdrawn.');
  close(state, venue, p, now);
  return { outcome: { code: 0, message: 'success', data: publicPosition(p) }, events: [balancesEvent(state, venue, p.owner)] };
}

/** Launchpool: the position's unclaimed rewards to spot; the stake stays. */
export function claim(state: ExchangeState, venue: Venue, owner: Owner, req: { position_id?: unknown }, now: number): { outcome: Outcome<EarnPosition>; events: ExchangeEvent[] } {
  const p = typeof req.position_id === 'string' ? moneyOf(state).earn.find((x) => x.owner === owner && x.id === req.position_id) : undefined;
  if (!p || p.status !== 'holding') return none(CODES.notFound, 'Position not found or already redeemed.');
  if (p.product_type !== 'launchpool') return none(CODES.invalid, 'Only Launchpool rewards are claimed; other products pay with their principal.');
  if (dec(p.interest).lte(0)) return none(EARN_CODES.nothingToClaim, 'There are no rewards to claim yet.');
  claimRewards(state, venue, p, now);
  return { outcome: { code: 0, message: 'success', data: publicPosition(p) }, events: [balancesEvent(state, venue, p.owner)] };
}

/** What a Launchpool pool holds: the others' stake (the catalog's figure) and every stake in the model. */
export function poolStaked(state: ExchangeState, product: EarnProductSpec): Dec {
  return (state.money?.earn ?? [])
    .filter((p) => p.status === 'holding' && p.product_type === 'launchpool' && p.product_id === product.id)
    .reduce((sum, p) => sum.plus(p.principal), dec(product.pool?.base_staked ?? '0'));
}

/** One earn hour's reward of a stake of `principal` in a pool holding `staked` that pays `perHour` in all. */
export function hourlyReward(principal: string, staked: Dec, perHour: string): string {
  if (staked.lte(0)) return '0';
  return text(floorTo(dec(perHour).times(principal).div(staked), unit(INTEREST_DECIMALS)));
}

/** Interest of one earn hour on `principal` at `apr` percent. */
export function hourlyInterest(principal: string, apr: string): string {
  return text(floorTo(dec(principal).times(apr).div(36_500 * 24), unit(INTEREST_DECIMALS)));
}

/**
 * Credits every whole earn day passed since each position's last credit (at most MAX_CATCH_UP_MS
 * of absence, as spot catches up) and returns matured fixed terms to spot.
 */
export function accrueEarn(state: ExchangeState, venue: Venue, now: number, catalog?: EarnCatalog): ExchangeEvent[] {
  const money = state.money;
  if (!money) return [];
  const changed = new Set<Owner>();
  // Pools' totals before this catch-up: every stake in a pool earns its share of the same total.
  const pools = new Map<string, { spec: EarnProductSpec; staked: Dec }>();
  const poolOf = (id: string) => {
    let entry = pools.get(id);
    const spec = entry ? entry.spec : catalog?.('launchpool', id);
    if (!entry && spec?.pool) {
      entry = { spec, staked: poolStaked(state, spec) };
      pools.set(id, entry);
    }
    return entry;
  };
  for (const p of money.earn) {
    if (p.status !== 'holding' || p.product_type === 'startup') continue;
    const hourly = p.product_type === 'launchpool' || p.product_type === 'lend';
    const period = hourly ? EARN_HOUR_MS : EARN_DAY_MS;
    const until = p.maturity_time === null ? now : Math.min(now, p.maturity_time);
    const periods = Math.floor((until - p.accrued_to) / period);
    if (periods > 0) {
      const counted = Math.min(periods, Math.floor(MAX_CATCH_UP_MS / period));
      const pool = p.product_type === 'launchpool' ? poolOf(p.product_id) : undefined;
      const each = pool?.spec.pool ? hourlyReward(p.principal, pool.staked, pool.spec.pool.reward_per_hour) : p.product_type === 'launchpool' ? '0' : hourly ? hourlyInterest(p.principal, p.apr) : dailyInterest(p.principal, p.apr);
      const interest = dec(each).times(counted);
      p.accrued_to += periods * period;
      if (interest.gt(0)) {
        move(state, venue, HOUSE, earnOwner(p.owner), p.reward_asset ?? p.asset, interest);
        p.interest = text(dec(p.interest).plus(interest));
        log(state, { ...p, asset: p.reward_asset ?? p.asset }, 'interest', text(interest), p.accrued_to);
      }
    }
    if (p.maturity_time !== null && now >= p.maturity_time) {
      close(state, venue, p, p.maturity_time);
      changed.add(p.owner);
    }
  }
  return [...changed].map((owner) => balancesEvent(state, venue, owner));
}

/** The owner's positions (holding first, then ended, newest first) and history (newest first, the last 100). */
export function earnAccountOf(state: ExchangeState, owner: Owner): { positions: EarnPosition[]; history: EarnRecord[] } {
  const money = state.money;
  const mine = (money?.earn ?? []).filter((p) => p.owner === owner);
  const positions = [...mine.filter((p) => p.status === 'holding').reverse(), ...mine.filter((p) => p.status !== 'holding').reverse().slice(0, 20)].map(publicPosition);
  const history = (money?.earnLog ?? [])
    .filter((r) => r.owner === owner)
    .slice(-100)
    .reverse()
    .map(({ owner: _o, ...rest }) => rest);
  return { positions, history };
}

// --- Transfers (docs/money-api.md, "Transfers between accounts") ----------------------------------------

/** What may leave the owner's earn account of an asset by transfer: its flexible positions' principal and interest. */
export function flexibleHeld(state: ExchangeState, owner: Owner, asset: string): Dec {
  return (state.money?.earn ?? [])
    .filter((p) => p.owner === owner && p.status === 'holding' && p.product_type === 'flexible' && p.asset === asset)
    .reduce((sum, p) => sum.plus(p.principal).plus(p.interest), ZERO);
}

/**
 * A transfer into earn: a subscription to the asset's flexible product, checked as Subscribe
 * checks it (open, minimum, the most one user may hold) but for the spot balance, which the
 * transfer has put there. The refusal, or null.
 */
export function checkFlexibleSubscription(state: ExchangeState, product: EarnProductSpec | undefined, owner: Owner, amount: Dec): { code: number; message: string } | null {
  if (!product) return { code: CODES.invalid, message: 'Earn has no flexible product for this asset.' };
  if (!product.open) return { code: EARN_CODES.notOpen, message: 'This product is sold out.' };
  if (amount.lt(product.min_amount)) return { code: CODES.belowMinimum, message: `Minimum subscription is ${product.min_amount} ${product.asset}.` };
  const held = moneyOf(state)
    .earn.filter((p) => p.owner === owner && p.status === 'holding' && p.product_type === 'flexible' && p.product_id === product.id)
    .reduce((sum, p) => sum.plus(p.principal), ZERO);
  if (held.plus(amount).gt(product.max_amount)) return { code: CODES.aboveMaximum, message: `Maximum per user is ${product.max_amount} ${product.asset}.` };
  return null;
}

/**
 * A transfer out of earn: `amount` of `asset` leaves the owner's flexible positions for spot,
 * newest position first, its credited interest before its principal; a position emptied is
 * redeemed. The caller has checked `flexibleHeld` covers it.
 */
export function withdrawFlexible(state: ExchangeState, venue: Venue, owner: Owner, asset: string, amount: Dec, now: number): void {
  let left = amount;
  const positions = moneyOf(state).earn.filter((p) => p.owner === owner && p.status === 'holding' && p.product_type === 'flexible' && p.asset === asset);
  for (const p of positions.reverse()) {
    if (left.lte(0)) break;
    const worth = dec(p.principal).plus(p.interest);
    const take = worth.lt(left) ? worth : left;
    const fromInterest = dec(p.interest).lt(take) ? dec(p.interest) : take;
    p.interest = text(dec(p.interest).minus(fromInterest));
    p.principal = text(dec(p.principal).minus(take.minus(fromInterest)));
    move(state, venue, earnOwner(owner), owner, asset, take);
    if (take.eq(worth)) {
      p.status = 'redeemed';
      p.end_time = now;
    }
    log(state, p, 'redeem', text(take), now);
    left = left.minus(take);
  }
}
