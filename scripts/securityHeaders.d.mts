/** Types of scripts/securityHeaders.mjs (the security headers' one source, issue 37). */
export interface SiteConfig {
  readonly id: number;
  readonly key: string;
  readonly webSiteDomain: string;
  readonly fingerprintHost?: string;
  readonly ws?: Readonly<Record<string, string>>;
  readonly gtagId?: string;
  readonly fbId?: string;
}
export interface InlineHashes {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}
export function readSites(root?: string): SiteConfig[];
export function siteOrigins(site: SiteConfig): { script: string[]; connect: string[]; img: string[] };
export function inlineHashes(dist: string): InlineHashes;
export const TRUSTED_TYPE_POLICIES: readonly string[];
export function contentSecurityPolicy(options: { sites: readonly SiteConfig[]; hashes: InlineHashes; https?: boolean; trustedTypes?: boolean }): string;
export function securityHeaders(options: { sites: readonly SiteConfig[]; hashes: InlineHashes; https?: boolean; trustedTypes?: boolean }): Record<string, string>;
export function hostingDoc(options: { sites: readonly SiteConfig[]; hashes?: InlineHashes }): string;
