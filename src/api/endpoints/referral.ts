/**
 * Referral calls (SPEC sections 3, 4, 7): the user's referral info (facts.referral) and the
 * invite-code check that decides which ref cookies to store.
 */
import {
  validateRebateUserInfoResponse,
  validateVerifyInviteInfoResponse,
} from '../../generated/validatorLoaders';
import { type InviteInfo, type RebateUserInfo } from '../../generated/validators';
import { defineEndpoint, endpointFn } from '../client';
import { PATHS } from '../paths';

export type { RebateUserInfo };

/** Referral info; null on failure (facts then default to a normal user, agency_type 0). */
export const rebateUserInfoEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'rebateUserInfo',
  method: 'GET',
  path: PATHS.rebateUserInfo,
  validate: validateRebateUserInfoResponse,
  select: (body): RebateUserInfo | null => body.data,
  fallback: null,
});
export const fetchRebateUserInfo = /* @__PURE__ */ endpointFn(rebateUserInfoEndpoint);

/** SPEC section 8: this code still stores the channel and group cookies. */
export const INVITE_CODE_CHANNEL_ONLY = 10530135;

export interface InviteCheck {
  /** 0 valid: store the ref cookies; INVITE_CODE_CHANNEL_ONLY: store channel and group only; other: nothing. */
  readonly code: number;
  readonly message: string;
  readonly data: InviteInfo | null;
}

export interface VerifyInviteParams {
  readonly invite_code: string;
  readonly ref_type?: string;
}

/** The answer; null when the call failed (then nothing is stored). */
export const verifyInviteInfoEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'verifyInviteInfo',
  method: 'GET',
  path: PATHS.verifyInviteInfo,
  envelope: 'answer',
  validate: validateVerifyInviteInfoResponse,
  query: (p: VerifyInviteParams) => ({ invite_code: p.invite_code, ref_type: p.ref_type }),
  select: (body): InviteCheck | null => ({ code: body.code, message: body.message ?? '', data: body.data ?? null }),
  fallback: null,
});
export const verifyInviteInfo = /* @__PURE__ */ endpointFn(verifyInviteInfoEndpoint);
