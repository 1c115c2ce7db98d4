/**
 * The data layer's public surface (DESIGN.md: features import from api). Endpoint functions and
 * types per family, the query options, the facts projections and the cookie helpers. The
 * registry of every endpoint (./endpoints) is left out on purpose: importing it bundles every
 * validator.
 */
export {
  apiClient,
  createApiClient,
  DEFAULT_TIMEOUTS,
  type ApiCallEvent,
  type ApiClient,
  type ApiClientOptions,
  type ApiResult,
  type CallArgs,
  type FailureReason,
} from './client';
export { documentCookies, isLoggedInFromCookies, parseCookies, readCookie } from './cookies';
export { ENDPOINT_IDS, isEndpointId, type EndpointId } from './endpointIds';
export { ALPHA_SPREAD_SCENE, BUSINESS_CHECK_TYPES, PATHS } from './paths';
export * from './endpoints/auth';
export * from './endpoints/compliance';
export * from './endpoints/config';
export * from './endpoints/catalog';
export * from './endpoints/content';
export * from './endpoints/device';
export * from './endpoints/facts';
export * from './endpoints/fundPassword';
export * from './endpoints/marketing';
export * from './endpoints/markets';
export * from './queries';
export * from './endpoints/referral';
export * from './endpoints/user';
export * from './endpoints/wallet';
