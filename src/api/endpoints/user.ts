/**
 * The login user and what hangs off it (SPEC sections 3, 6, 7): user info, user config, KYC
 * status, trial VIP tier, sub-user type, totals.
 *
 * Fetch gating (SPEC section 6) is the engine's: user info only when
 * `decide(facts).decisions.userInfoFetch`, the VIP tier only when `decisions.vipTierFetch`. The
 * query options in ./queries take that decision as their `enabled` argument.
 */
import {
  validateKycApplicationResponse,
  validateKycStatusResponse,
  validateSubUserTypeResponse,
  validateTotalAssetsResponse,
  validateTotalFundsResponse,
  validateUserConfigResponse,
  validateUserInfoResponse,
  validateVipTierResponse,
} from '../../generated/validatorLoaders';
// The settings inside a string body are checked in `select`, synchronously: this one is bundled.
import {
  validateUserSettings,
  type AccountSummary,
  type SubUserType,
  type UserInfo,
  type UserSettings,
  type VipTier,
} from '../../generated/validators';
import { defineEndpoint, endpointFn, frozen, reject } from '../client';
import { PATHS } from '../paths';

export type { UserInfo, VipTier };

// --- Login user ---------------------------------------------------------------------------------------

export const userInfoEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'userInfo',
  method: 'GET',
  path: PATHS.userInfo,
  validate: validateUserInfoResponse,
  // A failure is null: the app treats the visitor as logged out.
  select: (body): UserInfo | null => body.data,
  fallback: null,
});
export const fetchUserInfo = /* @__PURE__ */ endpointFn(userInfoEndpoint);

// --- User config -------------------------------------------------------------------------------------

/** SPEC section 8: empty config. */
const USER_CONFIG_DEFAULT: UserSettings = /* @__PURE__ */ frozen({});

export const userConfigEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'userConfig',
  method: 'GET',
  path: PATHS.userConfig,
  validate: validateUserConfigResponse,
  // SPEC section 7: data may be a JSON string. Parse it and check it like an object; a malformed
  // string (or one of the wrong shape) is a failure and yields the default.
  select: (body) => {
    if (typeof body.data !== 'string') return body.data;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.data) as unknown;
    } catch {
      return reject('json', 'data is a string but not JSON');
    }
    if (!validateUserSettings(parsed)) {
      const e = validateUserSettings.errors?.[0];
      return reject('shape', `data (parsed) ${e ? `${e.instancePath || '/'} ${e.message ?? e.keyword}` : 'is not a settings object'}`);
    }
    return parsed;
  },
  fallback: USER_CONFIG_DEFAULT,
});
export const fetchUserConfig = /* @__PURE__ */ endpointFn(userConfigEndpoint);

// --- KYC status ------------------------------------------------------------------------------------------

/** The KYC status number; SPEC section 8: 0 on failure. */
export const kycStatusEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'kycStatus',
  method: 'GET',
  path: PATHS.kycStatus,
  validate: validateKycStatusResponse,
  select: (body): number => body.data.kyc_status,
  fallback: 0,
});
export const fetchKycStatus = /* @__PURE__ */ endpointFn(kycStatusEndpoint);

// --- Identity verification (docs/kyc.md) -----------------------------------------------------------------

export interface KycApplication {
  readonly level: 2 | 3;
  readonly status: 'pending' | 'approved' | 'rejected';
  /** ms since the epoch. */
  readonly submitted_at: number;
  /** When the review ends (pending) or ended. */
  readonly review_at: number;
  /** A rejection's reason, in the reviewer's words. */
  readonly reason: string | null;
}

/** The latest application; null when there is none (or the call failed: the page then shows its form only). */
export const kycApplicationEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'kycApplication',
  method: 'GET',
  path: PATHS.kycApplication,
  validate: validateKycApplicationResponse,
  select: (body): KycApplication | null => body.data ?? null,
  fallback: null as KycApplication | null,
});
export const fetchKycApplication = /* @__PURE__ */ endpointFn(kycApplicationEndpoint);

export type KycSubmitParams =
  | { readonly level: 2; readonly country: string; readonly document_type: string; readonly document_number: string }
  | { readonly level: 3; readonly country: string; readonly street: string; readonly city: string; readonly postal_code: string; readonly file_name: string; readonly file_size: number };

/** An application's answer: code 0 with the application, or the refusal's code and message (shown as the server says it). */
export interface KycSubmitAnswer {
  readonly code: number;
  readonly message: string;
  readonly application: KycApplication | null;
}

export const kycSubmitEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'kycSubmit',
  method: 'POST',
  path: PATHS.kycSubmit,
  envelope: 'answer',
  validate: validateKycApplicationResponse,
  body: (p: KycSubmitParams) => ({ ...p }),
  select: (body): KycSubmitAnswer => ({ code: body.code, message: body.message ?? '', application: body.data ?? null }),
  fallback: null as KycSubmitAnswer | null,
});
export const submitKycApplication = /* @__PURE__ */ endpointFn(kycSubmitEndpoint);

// --- Trial VIP tier ------------------------------------------------------------------------------------------

export const vipTierEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'vipTier',
  method: 'GET',
  path: PATHS.vipTier,
  validate: validateVipTierResponse,
  select: (body): VipTier | null => body.data,
  fallback: null,
});
export const fetchVipTier = /* @__PURE__ */ endpointFn(vipTierEndpoint);

// --- Sub-user type -------------------------------------------------------------------------------------------

export interface SubUserTypeAnswer {
  /** 0: data holds the type. Nonzero: show `message` as a warning, then go home after 2 s (SPEC section 8). */
  readonly code: number;
  readonly message: string;
  readonly data: SubUserType | null;
}

export const subUserTypeEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'subUserType',
  method: 'GET',
  path: PATHS.subUserType,
  envelope: 'answer',
  validate: validateSubUserTypeResponse,
  query: (p: { sub_uid: string }) => ({ sub_uid: p.sub_uid }),
  select: (body): SubUserTypeAnswer | null => ({ code: body.code, message: body.message ?? '', data: body.data ?? null }),
  // A failed call is not a nonzero code: no warning, no redirect.
  fallback: null,
});
export const fetchSubUserType = /* @__PURE__ */ endpointFn(subUserTypeEndpoint);

// --- Totals -------------------------------------------------------------------------------------------------------

export interface FundsTotal {
  readonly total_btc: string;
  readonly total_usd: string;
  /** Every account with its worth (docs/accounts.md); absent when the backend has no breakdown (and in the default). */
  readonly accounts?: readonly AccountSummary[];
}

/** SPEC section 8: zero totals. */
const TOTAL_FUNDS_DEFAULT: FundsTotal = /* @__PURE__ */ frozen({ total_btc: '0', total_usd: '0' });

export const totalFundsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'totalFunds',
  method: 'GET',
  path: PATHS.totalFunds,
  validate: validateTotalFundsResponse,
  select: (body): FundsTotal => ({ total_btc: String(body.data.total_btc), total_usd: String(body.data.total_usd), ...(body.data.accounts ? { accounts: body.data.accounts } : {}) }),
  fallback: TOTAL_FUNDS_DEFAULT,
});
export const fetchTotalFunds = /* @__PURE__ */ endpointFn(totalFundsEndpoint);

/** Total assets as a decimal string; SPEC section 7: '0' on failure. */
export const totalAssetsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'totalAssets',
  method: 'GET',
  path: PATHS.totalAssets,
  validate: validateTotalAssetsResponse,
  select: (body): string => (body.data.total === '' ? '0' : String(body.data.total)),
  fallback: '0',
});
