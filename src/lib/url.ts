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
 * URL on one of the site's hosts (`webSiteDomain`, `anti`, `linkHosts`). Rejected: other hosts,
 * other schemes (javascript:, data:, vbscript:, http:), protocol-relative and backslash tricks,
 * credentials (`https://exchange.example@evil.test`), explicit ports, control characters and
 * whitespace, and anything the URL parser refuses.
 */
export function safeLink(value: unknown, officialHosts: readonly string[]): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return undefined;
  if (value.startsWith('/')) return safeRedirect(value);
  // Browsers strip tabs and newlines inside a scheme ("java\tscript:"); backslashes act as
  // slashes: a string holding any of them is not a URL a server should send.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') return undefined;
    const host = url.hostname.toLowerCase();
    return officialHosts.some((allowed) => host === allowed.toLowerCase()) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `safeLink` for a server URL field of an overlay: a rejected value is logged as a warning (so
 * compliance staff see what the server sent), and the caller hides its button or link.
 */
export function serverLink(value: unknown, officialHosts: readonly string[], field: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const href = safeLink(value, officialHosts);
  if (href === undefined) console.warn(`URL policy: rejected ${field} ${JSON.stringify(String(value).slice(0, 200))}`);
  return href;
}

/** An href's path alone: no query, no hash, no trailing slash (`/` stays `/`). For matching. */
export function pathOf(href: string): string {
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
