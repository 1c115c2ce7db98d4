/**
 * The account's security settings (docs/account-security.md, paths in ../paths): which
 * protections are on, and the calls that change them. GET answers null on failure (the page then
 * hides the states: SPEC section 8); each change answers its code and the server's message (the
 * page shows a rejection as the server says it), or null when the call failed.
 */
import { validateTotpSecretResponse, validateUserSecurityResponse } from '../../generated/validatorLoaders';
import type { SecuritySettings } from '../../generated/validators';
import { defineEndpoint, endpointFn } from '../client';
import { PATHS } from '../paths';

export type { SecuritySettings };

/** A change's answer: code 0 with the settings as they now stand, or a rejection. */
export interface SecurityAnswer {
  readonly code: number;
  readonly message: string;
  readonly settings: SecuritySettings | null;
}

const toSecurityAnswer = (body: { code: number; message?: string; data?: SecuritySettings | null }): SecurityAnswer => ({ code: body.code, message: body.message ?? '', settings: body.data ?? null });

export const userSecurityEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'userSecurity',
  method: 'GET',
  path: PATHS.userSecurity,
  validate: validateUserSecurityResponse,
  select: (body): SecuritySettings | null => body.data ?? null,
  fallback: null as SecuritySettings | null,
});
export const fetchUserSecurity = /* @__PURE__ */ endpointFn(userSecurityEndpoint);

export interface TotpSecretAnswer {
  readonly code: number;
  readonly message: string;
  readonly secret: string | null;
}

export const totpSecretEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'totpSecret',
  method: 'POST',
  path: PATHS.totpSecret,
  envelope: 'answer',
  validate: validateTotpSecretResponse,
  body: () => ({}),
  select: (body): TotpSecretAnswer => ({ code: body.code, message: body.message ?? '', secret: body.data?.secret ?? null }),
  fallback: null as TotpSecretAnswer | null,
});
export const fetchTotpSecret = /* @__PURE__ */ endpointFn(totpSecretEndpoint);

export const totpBindEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'totpBind',
  method: 'POST',
  path: PATHS.totpBind,
  envelope: 'answer',
  validate: validateUserSecurityResponse,
  body: (p: { code: string }) => ({ code: p.code }),
  select: toSecurityAnswer,
  fallback: null as SecurityAnswer | null,
});
export const bindTotp = /* @__PURE__ */ endpointFn(totpBindEndpoint);

export interface FundPasswordParams {
  readonly password: string;
  readonly totp: string;
}

export const setFundPasswordEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'setFundPassword',
  method: 'POST',
  path: PATHS.setFundPassword,
  envelope: 'answer',
  validate: validateUserSecurityResponse,
  body: (p: FundPasswordParams) => ({ password: p.password, totp: p.totp }),
  select: toSecurityAnswer,
  fallback: null as SecurityAnswer | null,
});
export const setFundPassword = /* @__PURE__ */ endpointFn(setFundPasswordEndpoint);

export interface AntiPhishingParams {
  readonly code: string;
  readonly totp: string;
}

export const setAntiPhishingEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'setAntiPhishing',
  method: 'POST',
  path: PATHS.setAntiPhishing,
  envelope: 'answer',
  validate: validateUserSecurityResponse,
  body: (p: AntiPhishingParams) => ({ code: p.code, totp: p.totp }),
  select: toSecurityAnswer,
  fallback: null as SecurityAnswer | null,
});
export const setAntiPhishing = /* @__PURE__ */ endpointFn(setAntiPhishingEndpoint);

export interface ChangePasswordParams {
  readonly current: string;
  readonly next: string;
}

/** On code 0 the server has ended the session (cleared the login cookies). */
export const changePasswordEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'changePassword',
  method: 'POST',
  path: PATHS.changePassword,
  envelope: 'answer',
  validate: validateUserSecurityResponse,
  body: (p: ChangePasswordParams) => ({ current: p.current, next: p.next }),
  select: toSecurityAnswer,
  fallback: null as SecurityAnswer | null,
});
export const changePassword = /* @__PURE__ */ endpointFn(changePasswordEndpoint);
