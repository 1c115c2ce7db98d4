/**
 * The URL policy (DESIGN: one URL policy for every server-provided or user-provided URL): what a
 * redirect may target and which server links may be rendered. Pure.
 */
const SAME_SITE = 'https://same-site.invalid';

/**
 * The one check for a redirect target or same-site link (DESIGN: one URL policy): a path on this
 * site, returned normalised (pathname, search, hash), or undefined for anything else: an
 * absolute or protocol-relative URL ("//host", "/\\host"), a scheme such as `javascript:`, or
 * control characters that browsers strip before resolving. An open redirect is a phishing tool:
 * after login, nothing may send a visitor off the site.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  try {
    const url = new URL(value, SAME_SITE);
    return url.origin === SAME_SITE ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A server-provided link we may render (DESIGN: one URL policy): a same-site path, or an https
 * URL on one of the site's official hosts (`webSiteDomain`, `anti`). Anything else is dropped.
 */
export function safeLink(value: unknown, officialHosts: readonly string[]): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (value.startsWith('/')) return safeRedirect(value);
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:') return undefined;
    const host = url.hostname.toLowerCase();
    return officialHosts.some((allowed) => host === allowed.toLowerCase()) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** An href's path alone: no query, no hash, no trailing slash (`/` stays `/`). For matching. */
export function pathOf(href: string): string {
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
