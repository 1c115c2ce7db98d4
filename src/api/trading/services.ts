/**
 * Account services (the contract is docs/account-services.md, paths in ../paths): a support
 * ticket's thread, a new ticket and a reply; the user's transfer codes, a new code, a cancel and a
 * redemption. A failed read is its documented default (null, an empty list); a write answers
 * `{ code, message, data }` (a refusal is an answer, shown in the server's words) or null when the
 * call failed.
 */
import { validateFiatDepositMethodsResponse, validateFiatDepositResponse, validateFiatDepositsResponse, validateGateCodeRedemptionResponse, validateGateCodeResponse, validateGateCodesResponse, validateTicketThreadResponse } from '../../generated/validatorLoaders';
import type { FiatDeposit, FiatMethod, GateCode, GateCodeRedemption, TicketThread } from '../../generated/validators';
import { defineEndpoint, endpointFn, frozen } from '../client';
import { PATHS } from '../paths';
import type { WalletAnswer } from './wallet';

export type { FiatDeposit, FiatMethod, GateCode, GateCodeRedemption, TicketThread };

const toAnswer = <T>(body: { code: number; message?: string; data?: T | null }): WalletAnswer<T> => ({ code: body.code, message: body.message ?? '', data: body.data ?? null });

export const ticketDetailEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ticketDetail',
  method: 'GET',
  path: PATHS.ticketDetail,
  validate: validateTicketThreadResponse,
  query: (p: { id: string }) => ({ id: p.id }),
  select: (body): TicketThread | null => body.data ?? null,
  fallback: null as TicketThread | null,
});
export const fetchTicketDetail = /* @__PURE__ */ endpointFn(ticketDetailEndpoint);

export type TicketCategory = TicketThread['category'];

export const ticketCreateEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ticketCreate',
  method: 'POST',
  path: PATHS.ticketCreate,
  envelope: 'answer',
  validate: validateTicketThreadResponse,
  body: (p: { category: TicketCategory; subject: string; message: string }) => ({ ...p }),
  select: (body) => toAnswer<TicketThread>(body),
  fallback: null as WalletAnswer<TicketThread> | null,
});
export const createTicket = /* @__PURE__ */ endpointFn(ticketCreateEndpoint);

export const ticketReplyEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ticketReply',
  method: 'POST',
  path: PATHS.ticketReply,
  envelope: 'answer',
  validate: validateTicketThreadResponse,
  body: (p: { id: string; message: string }) => ({ ...p }),
  select: (body) => toAnswer<TicketThread>(body),
  fallback: null as WalletAnswer<TicketThread> | null,
});
export const replyTicket = /* @__PURE__ */ endpointFn(ticketReplyEndpoint);

export const gateCodesEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'gateCodes',
  method: 'GET',
  path: PATHS.gateCodes,
  validate: validateGateCodesResponse,
  select: (body): readonly GateCode[] => body.data.list,
  fallback: /* @__PURE__ */ frozen([]) as readonly GateCode[],
});
export const fetchGateCodes = /* @__PURE__ */ endpointFn(gateCodesEndpoint);

export interface CreateGateCodeParams {
  readonly asset: string;
  readonly amount: string;
  readonly fundpass: string;
  readonly totp: string;
  /** Idempotency: the same client_id twice answers the first code. */
  readonly client_id: string;
}

export const gateCodeCreateEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'gateCodeCreate',
  method: 'POST',
  path: PATHS.gateCodeCreate,
  envelope: 'answer',
  validate: validateGateCodeResponse,
  body: (p: CreateGateCodeParams) => ({ ...p }),
  select: (body) => toAnswer<GateCode>(body),
  fallback: null as WalletAnswer<GateCode> | null,
});
export const createGateCode = /* @__PURE__ */ endpointFn(gateCodeCreateEndpoint);

export const gateCodeCancelEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'gateCodeCancel',
  method: 'POST',
  path: PATHS.gateCodeCancel,
  envelope: 'answer',
  validate: validateGateCodeResponse,
  body: (p: { id: string }) => ({ id: p.id }),
  select: (body) => toAnswer<GateCode>(body),
  fallback: null as WalletAnswer<GateCode> | null,
});
export const cancelGateCode = /* @__PURE__ */ endpointFn(gateCodeCancelEndpoint);

export const gateCodeRedeemEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'gateCodeRedeem',
  method: 'POST',
  path: PATHS.gateCodeRedeem,
  envelope: 'answer',
  validate: validateGateCodeRedemptionResponse,
  body: (p: { code: string }) => ({ code: p.code }),
  select: (body) => toAnswer<GateCodeRedemption>(body),
  fallback: null as WalletAnswer<GateCodeRedemption> | null,
});
export const redeemGateCode = /* @__PURE__ */ endpointFn(gateCodeRedeemEndpoint);

/** A fiat's deposit methods; null when the call failed or the fiat is not taken (the form hides). */
export const fiatDepositMethodsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'fiatDepositMethods',
  method: 'GET',
  path: PATHS.fiatDepositMethods,
  validate: validateFiatDepositMethodsResponse,
  query: (p: { fiat: string }) => ({ fiat: p.fiat }),
  select: (body): readonly FiatMethod[] | null => body.data.methods,
  fallback: null as readonly FiatMethod[] | null,
});
export const fetchFiatDepositMethods = /* @__PURE__ */ endpointFn(fiatDepositMethodsEndpoint);

export const fiatDepositsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'fiatDeposits',
  method: 'GET',
  path: PATHS.fiatDeposits,
  validate: validateFiatDepositsResponse,
  select: (body): readonly FiatDeposit[] => body.data.list,
  fallback: /* @__PURE__ */ frozen([]) as readonly FiatDeposit[],
});
export const fetchFiatDeposits = /* @__PURE__ */ endpointFn(fiatDepositsEndpoint);

export const fiatDepositCreateEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'fiatDepositCreate',
  method: 'POST',
  path: PATHS.fiatDepositCreate,
  envelope: 'answer',
  validate: validateFiatDepositResponse,
  body: (p: { fiat: string; method: 'bank'; amount: string; client_id: string }) => ({ ...p }),
  select: (body) => toAnswer<FiatDeposit>(body),
  fallback: null as WalletAnswer<FiatDeposit> | null,
});
export const createFiatDeposit = /* @__PURE__ */ endpointFn(fiatDepositCreateEndpoint);
