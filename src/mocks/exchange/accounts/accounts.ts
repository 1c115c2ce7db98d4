/**
 * Every account a user holds on the model, in one list (docs/accounts.md): spot, futures, earn,
 * each running copy, and, for a master, its sub-accounts. Each kind says what the owner holds in
 * it (per asset: the total and what a transfer may take out) and how money moves in from spot
 * and out to spot; the overview's totals (`summaryOf`) and the one transfer endpoint
 * (./transfers) read nothing else. A new account kind is one entry in ACCOUNT_KINDS.
 *
 * Pure, like the rest of the model: the caller passes the state, the venue, `now` and the demo's
 * catalogs (earn products, lead traders) in an AccountContext.
 */
import { balancesOf, CODES, moveAvailable } from '../exchange';
import { dec, isMultipleOf, text, unit, ZERO, type Dec } from '../decimal';
import { moneyDecimals, SETTLE_CURRENCIES, snapshotOf, transfer as futuresTransfer } from '../futures/futures';
import { checkFlexibleSubscription, flexibleHeld, subscribe, withdrawFlexible, type EarnCatalog, type EarnProductSpec } from '../money/earn';
import { copyTransferable, copyWorth, prepareResize, type TraderBook } from '../money/copytrading';
import { earnOwner, type CopyAccount } from '../money/money';
import { subOwner } from '../wallet/walletOps';
import { MARGIN_CODES, marginSnapshotOf, marginTransfer } from '../margin/margin';
import type { ExchangeEvent, ExchangeState, Owner, Venue } from '../types';
import { usdPerUnit } from '../venue';

/** What an account kind reads besides the state: the catalogs of the demo. */
export interface AccountContext {
  readonly state: ExchangeState;
  readonly venue: Venue;
  readonly owner: Owner;
  readonly now: number;
  /** The asset's flexible earn product (where a transfer into earn goes); undefined: none. */
  readonly flexibleProduct: (asset: string) => EarnProductSpec | undefined;
  readonly earnCatalog: EarnCatalog;
  readonly traders: TraderBook;
  /** A lead trader's display name (the copy account's label). */
  readonly traderName: (id: string) => string | null;
  /** A master's sub-accounts; null for a sub-account (it has none). */
  readonly subAccounts: readonly { readonly uid: string; readonly name: string }[] | null;
}

export interface HeldBalance {
  readonly currency: string;
  /** Everything the account holds of the asset (futures: wallet plus unrealized PnL; a copy: equity plus open PnL). */
  readonly total: Dec;
  /** What a transfer may take out now. */
  readonly available: Dec;
}

export interface HeldAccount {
  /** The account's id in a transfer: the kind, or `kind:ref` for one of several (a copy, a sub-account). */
  readonly account: string;
  readonly kind: string;
  /** A name the backend knows (a lead trader's, a sub-account's); null: the kind names it. */
  readonly label: string | null;
  readonly balances: readonly HeldBalance[];
}

/** A transfer leg's refusal, or the move to run (it returns the events it caused). */
export type Leg = { readonly code: number; readonly message: string } | (() => readonly ExchangeEvent[]);

export interface AccountKind {
  readonly kind: string;
  /** Counted in the owner's totals: a master's sub-accounts are their own users' money, not the master's. */
  readonly counted: boolean;
  list(ctx: AccountContext): HeldAccount[];
  /** Moving `amount` of `asset` into the account from the owner's spot ('in') or out of it to spot ('out'). */
  leg(ctx: AccountContext, ref: string | null, direction: 'in' | 'out', asset: string, amount: Dec, clientId: string): Leg;
}

const refuse = (code: number, message: string): Leg => ({ code, message });
const none = () => [];

/** Spot: the hub every transfer passes through (a leg of its own moves nothing). */
const spot: AccountKind = {
  kind: 'spot',
  counted: true,
  list: ({ state, venue, owner }) => [
    {
      account: 'spot',
      kind: 'spot',
      label: null,
      balances: balancesOf(state, venue, owner).list.map((b) => ({ currency: b.currency, total: dec(b.available).plus(b.locked), available: dec(b.available) })),
    },
  ],
  leg: ({ state, venue, owner }, _ref, direction, asset, amount) => {
    if (direction === 'out' && amount.gt(dec(balancesOf(state, venue, owner).list.find((b) => b.currency === asset)?.available ?? '0'))) return refuse(CODES.insufficientBalance, 'Insufficient balance.');
    return none;
  },
};

/**
 * Futures (docs/futures.md): the USDT wallet and each coin-margined contract's coin wallet (BTC);
 * a wallet's total counts its positions' unrealized PnL, what may leave is its available.
 */
const futures: AccountKind = {
  kind: 'futures',
  counted: true,
  list: ({ state, venue, owner, now }) => {
    const snapshot = state.futures ? snapshotOf(state, venue, owner, now) : null;
    const views = snapshot ? [snapshot.account, ...snapshot.coin_accounts] : [];
    const balances = views.map((view) => ({ currency: view.currency, total: dec(view.margin_balance), available: dec(view.available) }));
    return [{ account: 'futures', kind: 'futures', label: null, balances: balances.filter((b) => !b.total.eq(0) || !b.available.eq(0)) }];
  },
  leg: (ctx, _ref, direction, asset, amount, clientId) => {
    const { state, venue, owner, now } = ctx;
    if (!SETTLE_CURRENCIES.includes(asset)) return refuse(CODES.invalid, `Only ${SETTLE_CURRENCIES.join(', ')} move in and out of futures.`);
    const decimals = moneyDecimals(asset);
    if (!isMultipleOf(amount, unit(decimals))) return refuse(CODES.invalid, `A futures transfer of ${asset} has at most ${decimals} decimals.`);
    if (direction === 'out' && !state.futures) return refuse(CODES.insufficientBalance, 'Insufficient balance.');
    if (direction === 'out' && state.futures) {
      const snapshot = snapshotOf(state, venue, owner, now);
      const view = [snapshot.account, ...snapshot.coin_accounts].find((v) => v.currency === asset);
      if (amount.gt(view?.available ?? '0')) return refuse(40019, 'The amount is more than the futures account can transfer out.');
    }
    return () => {
      const req = direction === 'in' ? { from: 'spot', to: 'futures' } : { from: 'futures', to: 'spot' };
      return futuresTransfer(state, venue, owner, { ...req, currency: asset, amount: text(amount), client_id: `${clientId}:futures` }, now).events;
    };
  },
};

/** Earn: every product's principal and interest; a transfer in subscribes the asset's flexible product, out takes from flexible positions. */
const earn: AccountKind = {
  kind: 'earn',
  counted: true,
  list: ({ state, owner }) => {
    const held = state.accounts[earnOwner(owner)] ?? {};
    const balances = Object.entries(held)
      .filter(([, h]) => !dec(h.available).eq(0))
      .map(([currency, h]) => ({ currency, total: dec(h.available), available: flexibleHeld(state, owner, currency) }))
      .sort((a, b) => a.currency.localeCompare(b.currency));
    return [{ account: 'earn', kind: 'earn', label: null, balances }];
  },
  leg: (ctx, _ref, direction, asset, amount) => {
    const { state, venue, owner, now } = ctx;
    if (direction === 'out') {
      if (amount.gt(flexibleHeld(state, owner, asset))) return refuse(CODES.insufficientBalance, 'Insufficient balance: only flexible earn can be transferred out; fixed terms return at maturity.');
      return () => {
        withdrawFlexible(state, venue, owner, asset, amount, now);
        return [];
      };
    }
    const product = ctx.flexibleProduct(asset);
    const problem = checkFlexibleSubscription(state, product, owner, amount);
    if (problem !== null || !product) return refuse(problem?.code ?? CODES.invalid, problem?.message ?? 'Earn has no flexible product for this asset.');
    return () => subscribe(state, venue, ctx.earnCatalog, owner, { product_type: 'flexible', product_id: product.id, amount: text(amount) }, now).events;
  },
};

const running = (ctx: AccountContext): (CopyAccount & { owner: Owner })[] => (ctx.state.money?.copies ?? []).filter((c) => c.owner === ctx.owner && c.status === 'copying');

/** Copy trading: one account per running copy (`copy:<id>`); a transfer in tops up its allocation, out reduces it. */
const copy: AccountKind = {
  kind: 'copy',
  counted: true,
  list: (ctx) =>
    running(ctx).map((c) => {
      const spec = ctx.traders(c.trader_id);
      return {
        account: `copy:${c.id}`,
        kind: 'copy',
        label: ctx.traderName(c.trader_id),
        balances: [{ currency: 'USDT', total: copyWorth(c, spec, ctx.venue, ctx.now), available: copyTransferable(c, spec, ctx.venue, ctx.now) }],
      };
    }),
  leg: (ctx, ref, direction, asset, amount) => {
    if (asset !== 'USDT') return refuse(CODES.invalid, 'A copy account holds USDT only.');
    const run = prepareResize(ctx.state, ctx.venue, ctx.traders, ctx.owner, ref, direction === 'in' ? amount : amount.neg(), ctx.now);
    if (typeof run !== 'function') return refuse(run.code, run.message);
    return () => {
      run();
      return [];
    };
  },
};

/** A master's sub-accounts (`sub:<uid>`, docs/wallet-api.md): their spot accounts, not counted in the master's totals. */
const sub: AccountKind = {
  kind: 'sub',
  counted: false,
  list: ({ state, venue, owner, subAccounts }) =>
    (subAccounts ?? []).map((s) => ({
      account: `sub:${s.uid}`,
      kind: 'sub',
      label: `${s.uid} (${s.name})`,
      balances: balancesOf(state, venue, subOwner(owner, s.uid)).list.map((b) => ({ currency: b.currency, total: dec(b.available).plus(b.locked), available: dec(b.available) })),
    })),
  leg: ({ state, venue, owner, subAccounts }, ref, direction, asset, amount) => {
    if (subAccounts === null) return refuse(40300, 'Only a main account can transfer to sub-accounts.');
    if (!subAccounts.some((s) => s.uid === ref) || ref === null) return refuse(CODES.notFound, 'This sub-account does not exist or is not yours.');
    const other = subOwner(owner, ref);
    if (direction === 'out' && amount.gt(dec(balancesOf(state, venue, other).list.find((b) => b.currency === asset)?.available ?? '0'))) return refuse(CODES.insufficientBalance, 'Insufficient balance in the account transferred from.');
    return () => {
      // Between the master's spot and the sub-account's: the master's balances message is the transfer's.
      const sign = direction === 'in' ? amount : amount.neg();
      moveAvailable(state, venue, owner, asset, sign.neg(), false);
      const a = moveAvailable(state, venue, other, asset, sign, true).event;
      return a ? [a] : [];
    };
  },
};

/**
 * Isolated margin (docs/margin.md): one account per pair the user has opened (`margin:<PAIR>`), its
 * two assets net of what is owed (borrowed plus interest); what may leave is what keeps the loans
 * covered (the pair's own transfer rules). A transfer in or out is the pair's margin transfer.
 */
const margin: AccountKind = {
  kind: 'margin',
  counted: true,
  list: ({ state, venue, owner, now }) =>
    Object.values(state.margin?.accounts ?? {})
      .filter((record) => record.persona === owner)
      .map((record) => record.symbol)
      .sort()
      .flatMap((symbol) => {
        const view = marginSnapshotOf(state, venue, owner, symbol, now);
        if (!view) return [];
        const net = (a: typeof view.base) => ({ currency: a.currency, total: dec(a.available).plus(a.locked).minus(a.borrowed).minus(a.interest), available: dec(a.transferable) });
        return [{ account: `margin:${symbol}`, kind: 'margin', label: symbol.replace('_', '/'), balances: [net(view.base), net(view.quote)].filter((b) => !b.total.eq(0) || !b.available.eq(0)) }];
      }),
  leg: ({ state, venue, owner, now }, ref, direction, asset, amount) => {
    if (ref === null) return refuse(CODES.invalid, 'Name the isolated pair: margin:<PAIR>.');
    const view = marginSnapshotOf(state, venue, owner, ref, now);
    const side = view?.base.currency === asset ? view.base : view?.quote.currency === asset ? view.quote : undefined;
    if (!view || !side) return refuse(CODES.invalid, `An isolated ${ref.replace('_', '/')} account holds only its two assets.`);
    if (direction === 'out' && amount.gt(side.transferable)) return refuse(MARGIN_CODES.transferTooMuch, `At most ${side.transferable} ${asset} can be transferred out: the rest backs what you borrowed.`);
    return () => marginTransfer(state, venue, owner, { symbol: ref, currency: asset, amount: text(amount), direction }, now).events;
  },
};

/** Every account kind, in the order the overview lists them. */
export const ACCOUNT_KINDS: readonly AccountKind[] = [spot, futures, margin, earn, copy, sub];

export function kindOf(account: string): { kind: AccountKind; ref: string | null } | undefined {
  const [name = '', ref = null] = account.split(':', 2);
  const kind = ACCOUNT_KINDS.find((k) => k.kind === name);
  if (!kind || (ref !== null && !/^[A-Za-z0-9_]{1,32}$/.test(ref))) return undefined;
  return { kind, ref };
}

export interface AccountSummary {
  account: string;
  kind: string;
  label: string | null;
  /** The account's worth in US dollars at the model's prices (the stream's), to the cent. */
  total_usd: string;
  counted: boolean;
  balances: { currency: string; total: string; available: string }[];
}

/**
 * Every account of the owner valued at the model's prices at `now`: the overview's rows and its
 * total (the sum of the counted rows, so the rows always add up to it), and in BTC.
 */
export function summaryOf(ctx: AccountContext): { total_usd: string; total_btc: string; accounts: AccountSummary[] } {
  const time = ctx.now / 1000;
  let cents = 0;
  const accounts = ACCOUNT_KINDS.flatMap((kind) =>
    kind.list(ctx).map((held) => {
      const usd = held.balances.reduce((sum, b) => sum + b.total.toNumber() * (usdPerUnit(b.currency, time) ?? 0), 0);
      const rounded = Math.round(usd * 100);
      if (kind.counted) cents += rounded;
      return {
        account: held.account,
        kind: held.kind,
        label: held.label,
        total_usd: (rounded / 100).toFixed(2),
        counted: kind.counted,
        balances: held.balances.map((b) => ({ currency: b.currency, total: text(b.total), available: text(b.available.gt(0) ? b.available : ZERO) })),
      };
    }),
  );
  const btc = usdPerUnit('BTC', time) ?? 0;
  const usd = cents / 100;
  return { total_usd: usd.toFixed(2), total_btc: btc > 0 ? (usd / btc).toFixed(8) : '0', accounts };
}
