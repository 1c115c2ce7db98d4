/**
 * The accounts' answers (docs/accounts.md), for src/mocks/handlers.ts: the overview's totals with
 * every account of the user, and the one transfer between them, on the one exchange (../store),
 * with the demo's catalogs (earn products, lead traders, a master's sub-accounts).
 */
import { EARN_PRODUCTS } from '../../data/data';
import { leadTraderFor } from '../../data/catalog';
import { isPersonaId, PERSONAS } from '../../personas';
import { earnCatalog, traderBook } from '../money/moneyApi';
import { withExchange } from '../store';
import type { ExchangeState, Owner, Venue } from '../types';
import { walletUser } from '../wallet/walletApi';
import { summaryOf, type AccountContext } from './accounts';
import { transferBetween, type TransferRequest } from './transfers';

function contextOf(state: ExchangeState, venue: Venue, owner: Owner, now: number): AccountContext {
  return {
    state,
    venue,
    owner,
    now,
    flexibleProduct: (asset) => {
      const product = EARN_PRODUCTS.find((p) => p.asset === asset && p.product_type_tag === 'flexible');
      return product ? earnCatalog('flexible', String(product.product_id)) : undefined;
    },
    earnCatalog,
    traders: traderBook,
    traderName: (id) => leadTraderFor(id)?.nickname ?? null,
    subAccounts: isPersonaId(owner) ? walletUser(PERSONAS[owner]).subAccounts : null,
  };
}

/** The overview's totals: every account valued at the model's prices now, and their sum (total_funds). */
export function accountTotals(owner: Owner, now = Date.now()) {
  return withExchange((state, venue) => ({ result: summaryOf(contextOf(state, venue, owner, now)) }), now);
}

/** POST wallet/transfer: between any two of the user's accounts. */
export function walletTransferAnswer(owner: Owner, body: TransferRequest, now = Date.now()) {
  return withExchange((state, venue) => {
    const { outcome, events } = transferBetween(contextOf(state, venue, owner, now), body);
    return { result: outcome, events };
  }, now);
}
