/**
 * Compliance calls (SPEC sections 3, 4, 7): the compliance check (menu, business, limit, toast,
 * tips: facts.compliance), the business compliance check (footer tips and the 24 h cool-down
 * reminder), the Turkey declaration, the user agreement and the IP-penetration check.
 */
import {
  validateAckResponse,
  validateBusinessComplianceResponse,
  validateComplianceCheckResponse,
  validateDeclarationStatusResponse,
  validateIpPenetrationCheckResponse,
  validateUserAgreementStatusResponse,
} from '../../generated/validatorLoaders';
import {
  type BusinessNotice,
  type ComplianceCheck,
  type IpPenetrationResult,
  type UserAgreementStatus,
} from '../../generated/validators';
import { defineEndpoint, endpointFn, frozen, reject, type ApiResult, type CallArgs } from '../client';
import { BUSINESS_CHECK_TYPES, PATHS } from '../paths';

export type { ComplianceCheck, IpPenetrationResult, UserAgreementStatus };

// --- Compliance check ------------------------------------------------------------------------------

/** SPEC section 8 (and facts.schema.json): a failed check means no menu and no flags. */
export const COMPLIANCE_DEFAULT: ComplianceCheck = /* @__PURE__ */ frozen({ menu: [], business: [], limit: {}, toast: {}, tips: {} });

export const complianceCheckEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'complianceCheck',
  method: 'GET',
  path: PATHS.complianceCheck,
  validate: validateComplianceCheckResponse,
  select: (body): ComplianceCheck => body.data,
  fallback: COMPLIANCE_DEFAULT,
});
export const fetchComplianceCheck = /* @__PURE__ */ endpointFn(complianceCheckEndpoint);

// --- Business compliance check: footer tips and the cool-down reminder -------------------------------

/** SPEC section 8: the empty notice. An empty list: nothing to show. */
const BUSINESS_NOTICES_DEFAULT: readonly BusinessNotice[] = /* @__PURE__ */ frozen([]);

function businessCheck(id: 'footerTips' | 'coolDownReminder', type: string) {
  return defineEndpoint({
    id,
    method: 'GET',
    path: PATHS.businessComplianceCheck,
    envelope: 'none',
    validate: validateBusinessComplianceResponse,
    query: () => ({ type }),
    // SPEC section 7: success is resMsg.code 0 (sent as a number or a string), the notices are datas.
    select: (body) =>
      Number(body.resMsg.code) === 0
        ? ((body.datas ?? []) as readonly BusinessNotice[])
        : reject('code', `resMsg.code ${String(body.resMsg.code)}${body.resMsg.message ? ` (${body.resMsg.message})` : ''}`),
    fallback: BUSINESS_NOTICES_DEFAULT,
  });
}

export const footerTipsEndpoint = /* @__PURE__ */ businessCheck('footerTips', BUSINESS_CHECK_TYPES.footerTips);
export const fetchFooterTips = /* @__PURE__ */ endpointFn(footerTipsEndpoint);

/** The compliance reminder at the end of the 24 h cool-down: read datas[0] (content, buttons, route). */
export const coolDownReminderEndpoint = /* @__PURE__ */ businessCheck('coolDownReminder', BUSINESS_CHECK_TYPES.coolDownReminder);
export const fetchCoolDownReminder = /* @__PURE__ */ endpointFn(coolDownReminderEndpoint);

// --- Turkey customer-understand declaration -----------------------------------------------------------

export interface DeclarationState {
  /** 0 unknown, 1 needs signing, 2 signed (facts.declaration.status). */
  readonly status: number;
}

/** A failure leaves the status unknown (0): the declaration modal does not show. */
const DECLARATION_DEFAULT: DeclarationState = /* @__PURE__ */ frozen({ status: 0 });

export const declarationStatusEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'declarationStatus',
  method: 'GET',
  path: PATHS.declarationStatus,
  validate: validateDeclarationStatusResponse,
  select: (body): DeclarationState => ({ status: body.data.status }),
  fallback: DECLARATION_DEFAULT,
});
export const fetchDeclarationStatus = /* @__PURE__ */ endpointFn(declarationStatusEndpoint);

/** The status after signing; null when the sign failed (the status stays as it was). */
export const declarationSubmitEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'declarationSubmit',
  method: 'POST',
  path: PATHS.declarationSubmit,
  // SPEC section 7: form-encoded.
  encoding: 'form',
  validate: validateDeclarationStatusResponse,
  body: () => ({ status: 2 }),
  select: (body): DeclarationState | null => ({ status: body.data.status }),
  fallback: null,
});

/** SPEC section 8, logged when signing fails. */
export const DECLARATION_FAILURE_MESSAGE = 'TR declaration signing was not successful.';

/**
 * Signs the declaration (SPEC section 4: status 1 to 2). Anything but an answer of status 2 is a
 * failed sign: logged with SPEC's message; the caller keeps the old status and refetches.
 */
export async function submitDeclaration(args?: CallArgs<unknown>): Promise<ApiResult<DeclarationState | null>> {
  const result = await endpointFn(declarationSubmitEndpoint)(args);
  if (!(result.ok && result.data?.status === 2) && !(result.ok === false && result.reason === 'aborted')) {
    console.warn(DECLARATION_FAILURE_MESSAGE);
  }
  return result;
}

// --- User agreement ------------------------------------------------------------------------------------

/**
 * The scene the app asks the user-agreement status for (SPEC section 4 names the parameter, not
 * its value): CHOSEN 'login', the agreement a logged-in user works under.
 */
export const USER_AGREEMENT_SCENE = 'login';

export interface SceneParams {
  /** Which agreement, as the server names it. */
  readonly scene: string;
}

export const userAgreementStatusEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'userAgreementStatus',
  method: 'POST',
  path: PATHS.userAgreementStatus,
  validate: validateUserAgreementStatusResponse,
  body: (p: SceneParams) => ({ scene: p.scene }),
  select: (body): UserAgreementStatus | null => body.data,
  fallback: null,
});
export const fetchUserAgreementStatus = /* @__PURE__ */ endpointFn(userAgreementStatusEndpoint);

/** true when accepted (code 0): the caller then refetches the status (SPEC section 4). */
export const userAgreementSubmitEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'userAgreementSubmit',
  method: 'POST',
  path: PATHS.userAgreementSubmit,
  validate: validateAckResponse,
  body: (p: SceneParams) => ({ scene: p.scene }),
  select: (): boolean => true,
  fallback: false,
});
export const submitUserAgreement = /* @__PURE__ */ endpointFn(userAgreementSubmitEndpoint);

// --- IP-penetration check ---------------------------------------------------------------------------------

export type IpCheckParams =
  /** Report a real-IP probe: the IPs seen and the STUN servers asked. */
  | { readonly type: 1; readonly ips: readonly string[]; readonly stuns: readonly string[] }
  | { readonly type: 2 | 3 };

export const ipPenetrationCheckEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'ipPenetrationCheck',
  method: 'POST',
  path: PATHS.ipPenetrationCheck,
  validate: validateIpPenetrationCheckResponse,
  body: (p: IpCheckParams) => p,
  // SPEC section 4: failures let the user through (null: no notice).
  select: (body): IpPenetrationResult | null => body.data,
  fallback: null,
});
export const checkIpPenetration = /* @__PURE__ */ endpointFn(ipPenetrationCheckEndpoint);

/**
 * The token a passed check returns, kept in localStorage under this key so later page views skip
 * the probe while it is valid (SPEC section 4: a stored token is validated by user id and its
 * validity windows).
 */
export const IP_CHECK_TOKEN_KEY = 'ip_check_token';

/** What the client reads from a check token: whose it is and when it is valid (ms since the epoch). */
export interface IpTokenClaims {
  readonly uid: string;
  readonly notBefore: number;
  readonly expires: number;
}

/**
 * The claims of a check token. SPEC gives the token no format; ours is JWT-like, with its claims
 * readable by the client: `<base64url(JSON {uid, nbf, exp})>.<signature>`, nbf and exp in seconds.
 * The client only reads them to decide whether to probe again; the server verifies the signature
 * where it matters. Anything else (tampered, truncated, wrong types, an empty window): null, as if
 * absent.
 */
export function ipTokenClaims(token: string | undefined | null): IpTokenClaims | null {
  if (typeof token !== 'string' || token.length > 2048) return null;
  const payload = token.split('.')[0] ?? '';
  if (!/^[\w-]+$/.test(payload)) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as unknown;
    if (json === null || typeof json !== 'object') return null;
    const { uid, nbf, exp } = json as Record<string, unknown>;
    const id = typeof uid === 'number' && Number.isSafeInteger(uid) ? String(uid) : uid;
    if (typeof id !== 'string' || !/^\d{1,20}$/.test(id)) return null;
    if (typeof nbf !== 'number' || typeof exp !== 'number' || !Number.isFinite(nbf) || !Number.isFinite(exp) || exp <= nbf) return null;
    return { uid: id, notBefore: nbf * 1000, expires: exp * 1000 };
  } catch {
    return null;
  }
}
