/**
 * Simple Earn, Startup, Launchpool, HODL staking and Lend & Earn positions (issue 36; docs/money-api.md and docs/earn.md): the account
 * (positions and history), subscribe, redeem, and claim (Launchpool rewards). A failed call is the documented default: no
 * positions, and null for subscribe and redeem; a refusal is an answer with the server's message.
 */
import { validateEarnAccountResponse, validateEarnPositionResponse } from '../../../generated/validatorLoaders';
import type { EarnPosition, EarnRecord } from '../../../generated/validators';
import { defineEndpoint, endpointFn, frozen } from '../../client';
import { PATHS } from '../../paths';
import { toAnswer, type Answer } from './convert';

export type { EarnPosition, EarnRecord };
export type EarnProductType = EarnPosition['product_type'];

export interface EarnAccount {
  readonly positions: readonly EarnPosition[];
  readonly history: readonly EarnRecord[];
}

export const earnAccountEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'earnAccount',
  method: 'GET',
  path: PATHS.earnAccount,
  validate: validateEarnAccountResponse,
  select: (body): EarnAccount => ({ positions: body.data.positions, history: body.data.history }),
  fallback: /* @__PURE__ */ frozen({ positions: [], history: [] }) as EarnAccount,
});
export const fetchEarnAccount = /* @__PURE__ */ endpointFn(earnAccountEndpoint);

export interface SubscribeParams {
  readonly product_type: EarnProductType;
  readonly product_id: string;
  readonly amount: string;
}

export const earnSubscribeEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'earnSubscribe',
  method: 'POST',
  path: PATHS.earnSubscribe,
  envelope: 'answer',
  validate: validateEarnPositionResponse,
  body: (p: SubscribeParams) => ({ product_type: p.product_type, product_id: p.product_id, amount: p.amount }),
  select: (body) => toAnswer<EarnPosition>(body),
  fallback: null as Answer<EarnPosition> | null,
});
export const subscribeEarn = /* @__PURE__ */ endpointFn(earnSubscribeEndpoint);

export const earnRedeemEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'earnRedeem',
  method: 'POST',
  path: PATHS.earnRedeem,
  envelope: 'answer',
  validate: validateEarnPositionResponse,
  body: (p: { position_id: string }) => ({ position_id: p.position_id }),
  select: (body) => toAnswer<EarnPosition>(body),
  fallback: null as Answer<EarnPosition> | null,
});
export const redeemEarn = /* @__PURE__ */ endpointFn(earnRedeemEndpoint);

/** Launchpool: a stake's unclaimed rewards to spot (docs/earn.md). */
export const earnClaimEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'earnClaim',
  method: 'POST',
  path: PATHS.earnClaim,
  envelope: 'answer',
  validate: validateEarnPositionResponse,
  body: (p: { position_id: string }) => ({ position_id: p.position_id }),
  select: (body) => toAnswer<EarnPosition>(body),
  fallback: null as Answer<EarnPosition> | null,
});
export const claimEarn = /* @__PURE__ */ endpointFn(earnClaimEndpoint);
