/**
 * Login, signup and logout for the demo backend (not in SPEC; paths in ./paths). The server sets
 * and clears the uid and nickname cookies; logged-in is read from them (isLoggedInFromCookies).
 */
import { validateAckResponse, validateAuthSessionResponse } from '../../generated/validatorLoaders';
import { type SessionUser } from '../../generated/validators';
import { defineEndpoint, endpointFn } from '../client';
import { PATHS } from '../paths';


interface AuthAnswer {
  /** 0 logged in; otherwise `message` says why not (wrong password, account exists…). */
  readonly code: number;
  readonly message: string;
  readonly user: SessionUser | null;
}

export interface LoginParams {
  readonly account: string;
  readonly password: string;
}

export interface OAuthCallbackParams {
  readonly provider: string;
  readonly client_id: string;
}

export interface SignupParams extends LoginParams {
  readonly ref_uid?: string;
  readonly ch?: string;
}

const toAnswer = (body: { code: number; message?: string; data?: SessionUser | null }): AuthAnswer | null => ({
  code: body.code,
  message: body.message ?? '',
  user: body.data ?? null,
});

/** The answer; null when the call failed. */
export const loginEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'login',
  method: 'POST',
  path: PATHS.login,
  envelope: 'answer',
  validate: validateAuthSessionResponse,
  body: (p: LoginParams) => ({ account: p.account, password: p.password }),
  select: toAnswer,
  fallback: null,
});
export const login = /* @__PURE__ */ endpointFn(loginEndpoint);

export const signupEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'signup',
  method: 'POST',
  path: PATHS.signup,
  envelope: 'answer',
  validate: validateAuthSessionResponse,
  body: (p: SignupParams) => ({ account: p.account, password: p.password, ref_uid: p.ref_uid, ch: p.ch }),
  select: toAnswer,
  fallback: null,
});
export const signup = /* @__PURE__ */ endpointFn(signupEndpoint);

/** Demo only: the provider's return leg of a third-party sign-in (PATHS.oauthCallback). */
export const oauthCallbackEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'oauthCallback',
  method: 'POST',
  path: PATHS.oauthCallback,
  envelope: 'answer',
  validate: validateAuthSessionResponse,
  body: (p: OAuthCallbackParams) => ({ provider: p.provider, client_id: p.client_id }),
  select: toAnswer,
  fallback: null,
});
export const oauthCallback = /* @__PURE__ */ endpointFn(oauthCallbackEndpoint);

/** true when logged out; false when the call failed (the cookies may still be set). */
export const logoutEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'logout',
  method: 'POST',
  path: PATHS.logout,
  validate: validateAckResponse,
  select: (): boolean => true,
  fallback: false,
});
export const logout = /* @__PURE__ */ endpointFn(logoutEndpoint);
