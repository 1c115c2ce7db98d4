/**
 * The account model's state and its inputs (docs/trading-api.md, "The account model"). The state
 * is plain JSON (it is stored in localStorage as it is); decimals are strings.
 */
import type { PairRule, SpotBalance, SpotFill, SpotOrder } from '../../api/trading/endpoints';
import type { Dec } from './decimal';
import type { PublicDeposit, PublicWithdrawal, WalletState } from './wallet/walletTypes';
import type { MoneyState } from './money/money';
import type { FuturesNotice, FuturesSnapshot, FuturesState } from './futures/futures';
import type { MarginNotice, MarginSnapshot, MarginState } from './margin/margin';
import type { SecurityState } from './security/securityRecord';
import type { ServicesState } from './services/servicesState';

/** A persona id, or HOUSE: the market maker every fill trades against. */
export type Owner = string;
export const HOUSE: Owner = 'house';

export interface Holding {
  available: string;
  locked: string;
}

export interface StoredOrder extends SpotOrder {
  owner: Owner;
  /** Fee rates fixed when placed (the owner's tier then). */
  maker_rate: string;
  taker_rate: string;
  /** Sum of price x amount of the fills (for avg_price). */
  filled_value: string;
  /** Decimals of the pair's price (avg_price is rounded to it plus 4). */
  price_precision: number;
  /** The amount step (fills from the book and prints are floored to it). */
  amount_step: string;
  /** Stop-limit: fires when the last price rises to ('up') or falls to ('down') the stop. */
  trigger: 'up' | 'down' | null;
}

export interface StoredFill extends SpotFill {
  owner: Owner;
}

export interface ExchangeState {
  version: 1;
  /** ms since the epoch: the market has been caught up to here. */
  clock: number;
  nextId: number;
  accounts: Record<Owner, Record<string, Holding>>;
  /** Per owner: grows with every change of the account (the balances channel's seq). */
  seq: Record<Owner, number>;
  /** Fees collected, per asset. */
  feePool: Record<string, string>;
  /** Everything ever created (starting balances, the house's float), per asset: what conservation compares with. */
  supply: Record<string, string>;
  /** Newest last. */
  orders: StoredOrder[];
  /** Newest last. */
  fills: StoredFill[];
  /** Deposits, withdrawals, address book, sub-account transfers (./walletOps, docs/wallet-api.md); absent until first used. */
  wallet?: WalletState;
  /** Convert, earn and copy trading (./money); absent until first used. */
  money?: MoneyState;
  /** The futures accounts (./futures, docs/futures.md); absent until first used. */
  futures?: FuturesState;
  /** Transfers between a user's accounts, newest last (./accounts/transfers, docs/accounts.md); absent until first used. */
  transfers?: StoredTransfer[];
  /** The isolated margin accounts' loans and history (./margin, docs/margin.md); absent until first used. */
  margin?: MarginState;
  /** The accounts' security records that differ from their default (./security, docs/account-security.md); absent until first changed. */
  security?: SecurityState;
  /** Support tickets and transfer codes (./services, docs/account-services.md); absent until first used. */
  services?: ServicesState;
}

/** A transfer between two of an owner's accounts (`spot`, `futures`, `earn`, `copy:<id>`, `sub:<uid>`). */
export interface StoredTransfer {
  id: string;
  client_id: string;
  owner: Owner;
  from: string;
  to: string;
  currency: string;
  amount: string;
  time: number;
}

export interface Level {
  price: Dec;
  amount: Dec;
}

export interface Print {
  /** ms since the epoch. */
  time: number;
  price: Dec;
  amount: Dec;
}

/** What the model reads of the market (the stream's price model in the app; a fixed one in tests). */
export interface MarketView {
  /** Best first on each side, at `time` (seconds). */
  book(symbol: string, time: number): { asks: readonly Level[]; bids: readonly Level[] };
  /** The prints of the second starting at `second`, oldest first. */
  prints(symbol: string, second: number): readonly Print[];
  /** The last price at `time` (seconds). */
  last(symbol: string, time: number): Dec;
}

export interface Venue {
  readonly market: MarketView;
  /** The pair's rule with the owner's fee rates; undefined when not listed. */
  rule(symbol: string, owner: Owner): PairRule | undefined;
  /** An account's balances when first used at `now` (ms), decimal strings per asset. */
  starting(owner: Owner, now: number): Readonly<Record<string, string>>;
}

export type ExchangeEvent =
  | { readonly kind: 'order'; readonly owner: Owner; readonly order: SpotOrder }
  | { readonly kind: 'fill'; readonly owner: Owner; readonly fill: SpotFill }
  | { readonly kind: 'balances'; readonly owner: Owner; readonly list: SpotBalance[]; readonly seq: number }
  | { readonly kind: 'wallet'; readonly owner: Owner; readonly deposit?: PublicDeposit; readonly withdrawal?: PublicWithdrawal }
  | { readonly kind: 'futures'; readonly owner: Owner; readonly snapshot: FuturesSnapshot; readonly notices: readonly FuturesNotice[] }
  | { readonly kind: 'margin'; readonly owner: Owner; readonly snapshot: MarginSnapshot; readonly notices: readonly MarginNotice[] };

/** A request's outcome: code 0 and the value, or a rejection's code and message. */
export type Outcome<T> = { readonly code: 0; readonly message: 'success'; readonly data: T } | { readonly code: number; readonly message: string; readonly data: null };
