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
export * from './auth';
export * from './compliance';
export * from './config';
export * from './catalog';
export * from './content';
export * from './device';
export * from './facts';
export * from './fundPassword';
export * from './marketing';
export * from './markets';
export * from './queries';
export * from './referral';
export * from './user';
export * from './wallet';
