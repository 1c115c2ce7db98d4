/**
 * The data layer's public surface (DESIGN.md: features import from api). Endpoint functions and
 * types per family, the query options and the facts projections; the client, the cookie helpers
 * and the paths are imported from their own modules. The registry of every endpoint
 * (./endpoints) is left out on purpose: importing it bundles every validator.
 */
export type { ApiResult } from './client';
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
