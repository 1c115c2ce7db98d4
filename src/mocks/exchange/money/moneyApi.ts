/**
 * Convert, earn and copy trading answers (docs/money-api.md), for src/mocks/handlers.ts: each
 * takes the session's owner and the request and returns `{ code, message, data }`. The catalogs
 * the pure modules read are the demo's (earn products, Startup sales, lead traders), and the
 * clock-driven parts (interest, copied trades) are registered with the store's catch-up.
 */
import { EARN_PRODUCTS } from '../../data/data';
import { LAUNCHPOOLS, leadTraderFor, LENDING_MARKETS, STAKING_PRODUCTS, startupProjectFor } from '../../data/catalog';
import { CODES } from '../exchange';
import { convertHistoryOf, executeQuote, requestQuote } from './convert';
import { accrueEarn, claim, earnAccountOf, poolStaked, redeem, subscribe, type EarnCatalog, type EarnProductSpec } from './earn';
import { advanceCopies, COPY_LIMITS, copiesOf, EXPOSURE, PROFIT_SHARE, startCopy, stopCopy, TRADE_PERIOD_MS, TRADER_CAPITAL, traderPerformance, type TraderBook } from './copytrading';
import { addAdvancer, withExchange } from '../store';
import type { ExchangeState, Outcome, Owner, Venue } from '../types';

const success = <T>(data: T): Outcome<T> => ({ code: 0, message: 'success', data });
const failure = (code: number, message: string): Outcome<never> => ({ code, message, data: null });

/** Per user and product, unless the product says otherwise. */
const EARN_MAX: Readonly<Record<string, string>> = { USDT: '100000', USDC: '100000', BTC: '10', ETH: '200', SOL: '5000' };
/** A Startup commitment, in USDT. */
const STARTUP_LIMITS = { min: '10', max: '20000' } as const;

export const earnCatalog: EarnCatalog = (type, id) => {
  if (type === 'launchpool') {
    const pool = LAUNCHPOOLS.find((p) => p.id === id);
    if (!pool) return undefined;
    const end_time = Date.parse(pool.ends_at);
    return { type, id, asset: pool.stake, apr: String(pool.apr), term_days: 0, min_amount: pool.min_amount, max_amount: pool.max_amount, step: pool.step, open: true, pool: { reward_asset: pool.reward, reward_per_hour: pool.reward_per_hour, base_staked: String(pool.total_staked), end_time } };
  }
  if (type === 'staking') {
    const product = STAKING_PRODUCTS.find((p) => p.asset === id);
    return product ? { type, id, asset: product.asset, apr: String(product.apr), term_days: product.lock_days, min_amount: product.min_amount, max_amount: product.max_amount, step: product.step, open: true } : undefined;
  }
  if (type === 'lend') {
    const market = LENDING_MARKETS.find((m) => m.asset === id);
    return market ? { type, id, asset: market.asset, apr: String(market.rate), term_days: 0, min_amount: market.min_amount, max_amount: market.max_amount, step: market.step, open: true } : undefined;
  }
  if (type === 'startup') {
    const sale = startupProjectFor(id);
    return sale ? { type, id: sale.id, asset: 'USDT', apr: '0', term_days: 0, min_amount: STARTUP_LIMITS.min, max_amount: STARTUP_LIMITS.max, open: sale.status === 'ongoing' } : undefined;
  }
  const product = EARN_PRODUCTS.find((p) => String(p.product_id) === id && p.product_type_tag === type);
  if (!product) return undefined;
  const spec: EarnProductSpec = {
    type,
    id,
    asset: product.asset,
    apr: String(product.apr),
    term_days: product.term_days ?? 0,
    min_amount: String(product.min_amount ?? '0'),
    max_amount: String(product.max_amount ?? EARN_MAX[product.asset] ?? '100000'),
    open: product.sold_out !== true,
  };
  return spec;
};

export const traderBook: TraderBook = (id) => {
  const t = leadTraderFor(id);
  return t ? { id: t.id, markets: t.markets, win_rate: t.win_rate, mode: t.mode } : undefined;
};

function advanceMoney(state: ExchangeState, venue: Venue, now: number) {
  if (!state.money) return [];
  return [...accrueEarn(state, venue, now, earnCatalog), ...advanceCopies(state, venue, traderBook, now)];
}
addAdvancer(advanceMoney);

// --- Convert ------------------------------------------------------------------------------------

export function convertQuoteAnswer(owner: Owner, body: Record<string, unknown>) {
  return withExchange((state, venue, now) => {
    const { outcome, events } = requestQuote(state, venue, owner, body, now);
    return { result: outcome, events };
  });
}

export function convertExecuteAnswer(owner: Owner, body: Record<string, unknown>) {
  return withExchange((state, venue, now) => {
    const { outcome, events } = executeQuote(state, venue, owner, body, now);
    return { result: outcome, events };
  });
}

export function convertHistoryAnswer(owner: Owner) {
  return success({ list: withExchange((state) => ({ result: convertHistoryOf(state, owner) })) });
}

// --- Earn ---------------------------------------------------------------------------------------

export function earnAccountAnswer(owner: Owner) {
  return success(withExchange((state) => ({ result: earnAccountOf(state, owner) })));
}

export function earnSubscribeAnswer(owner: Owner, body: Record<string, unknown>) {
  return withExchange((state, venue, now) => {
    const { outcome, events } = subscribe(state, venue, earnCatalog, owner, body, now);
    return { result: outcome, events };
  });
}

export function earnRedeemAnswer(owner: Owner, body: Record<string, unknown>) {
  return withExchange((state, venue, now) => {
    const { outcome, events } = redeem(state, venue, earnCatalog, owner, body, now);
    return { result: outcome, events };
  });
}

/** Launchpool: a stake's unclaimed rewards to spot. */
export function earnClaimAnswer(owner: Owner, body: Record<string, unknown>) {
  return withExchange((state, venue, now) => {
    const { outcome, events } = claim(state, venue, owner, body, now);
    return { result: outcome, events };
  });
}

/** The pools, each total staked the catalog's figure plus every stake the model holds in it (public). */
export function launchpoolsList() {
  return withExchange((state) => ({
    result: LAUNCHPOOLS.map((pool) => {
      const spec = earnCatalog('launchpool', pool.id);
      return spec ? { ...pool, total_staked: Number(poolStaked(state, spec).toFixed(8)) } : pool;
    }),
  }));
}

// --- Copy trading ------------------------------------------------------------------------------

export function copyAccountsAnswer(owner: Owner) {
  return success({ list: withExchange((state, venue, now) => ({ result: copiesOf(state, venue, traderBook, owner, now) })) });
}

export function copyStartAnswer(owner: Owner, body: Record<string, unknown>) {
  return withExchange((state, venue, now) => {
    const { outcome, events } = startCopy(state, venue, traderBook, owner, body, now);
    return { result: outcome, events };
  });
}

export function copyStopAnswer(owner: Owner, body: Record<string, unknown>) {
  return withExchange((state, venue, now) => {
    const { outcome, events } = stopCopy(state, venue, traderBook, owner, body, now);
    return { result: outcome, events };
  });
}

/** A lead trader's record over 7, 30 or 90 days (public), with the copy limits. */
export function traderPerformanceAnswer(params: URLSearchParams) {
  const id = params.get('trader_id') ?? '';
  const days = Number(params.get('days') ?? '30');
  if (![7, 30, 90].includes(days)) return failure(CODES.invalid, 'days must be 7, 30 or 90.');
  const spec = traderBook(id);
  if (!spec) return failure(CODES.notFound, 'Lead trader not found.');
  return success(
    withExchange((_state, venue, now) => ({
      result: {
        trader_id: spec.id,
        days,
        ...traderPerformance(spec, venue, days, now),
        capital: String(TRADER_CAPITAL),
        trade_minutes: TRADE_PERIOD_MS / 60_000,
        exposure: EXPOSURE,
        profit_share: PROFIT_SHARE,
        min_allocation: COPY_LIMITS.min,
        max_allocation: COPY_LIMITS.max,
        stop_loss_min: COPY_LIMITS.stopLossMin,
        stop_loss_max: COPY_LIMITS.stopLossMax,
      },
    })),
  );
}
