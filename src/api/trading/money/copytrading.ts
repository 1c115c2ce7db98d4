/**
 * Copy trading (issue 36; docs/money-api.md): the user's copy accounts, start and stop, and a
 * lead trader's record (ROI and PnL over 7, 30 or 90 days, with the copy limits). A failed call
 * is the documented default: no copies, null (the chart and the form hide); a refusal is an
 * answer with the server's message.
 */
import { validateCopyAccountResponse, validateCopyAccountsResponse, validateTraderPerformanceResponse } from '../../../generated/validatorLoaders';
import type { CopyAccountView, CopyPosition, CopyTrade, TraderPerformanceResponse } from '../../../generated/validators';
import { defineEndpoint, endpointFn, frozen } from '../../client';
import { PATHS } from '../../paths';
import { toAnswer, type Answer } from './convert';

export type { CopyAccountView, CopyPosition, CopyTrade };
export type TraderPerformance = TraderPerformanceResponse['data'];
export type PerformanceDays = TraderPerformance['days'];

export const copyAccountsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'copyAccounts',
  method: 'GET',
  path: PATHS.copyAccounts,
  validate: validateCopyAccountsResponse,
  select: (body): readonly CopyAccountView[] => body.data.list,
  fallback: /* @__PURE__ */ frozen([]) as readonly CopyAccountView[],
});
export const fetchCopyAccounts = /* @__PURE__ */ endpointFn(copyAccountsEndpoint);

export interface StartCopyParams {
  readonly trader_id: string;
  readonly amount: string;
  /** Percent of the allocation; omitted: no stop-loss. */
  readonly stop_loss_pct?: string;
}

export const copyStartEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'copyStart',
  method: 'POST',
  path: PATHS.copyStart,
  envelope: 'answer',
  validate: validateCopyAccountResponse,
  body: (p: StartCopyParams) => (p.stop_loss_pct === undefined ? { trader_id: p.trader_id, amount: p.amount } : { trader_id: p.trader_id, amount: p.amount, stop_loss_pct: p.stop_loss_pct }),
  select: (body) => toAnswer<CopyAccountView>(body),
  fallback: null as Answer<CopyAccountView> | null,
});
export const startCopying = /* @__PURE__ */ endpointFn(copyStartEndpoint);

export const copyStopEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'copyStop',
  method: 'POST',
  path: PATHS.copyStop,
  envelope: 'answer',
  validate: validateCopyAccountResponse,
  body: (p: { copy_id: string }) => ({ copy_id: p.copy_id }),
  select: (body) => toAnswer<CopyAccountView>(body),
  fallback: null as Answer<CopyAccountView> | null,
});
export const stopCopying = /* @__PURE__ */ endpointFn(copyStopEndpoint);

export const traderPerformanceEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'traderPerformance',
  method: 'GET',
  path: PATHS.traderPerformance,
  validate: validateTraderPerformanceResponse,
  query: (p: { trader_id: string; days: PerformanceDays }) => ({ trader_id: p.trader_id, days: p.days }),
  select: (body): TraderPerformance | null => body.data,
  fallback: null as TraderPerformance | null,
});
export const fetchTraderPerformance = /* @__PURE__ */ endpointFn(traderPerformanceEndpoint);
