/**
 * The URL policy (DESIGN: one URL policy for every server-provided or user-provided URL): what a
 * redirect may target and which server links may be rendered. Pure.
 */
const SAME_SITE = 'https://same-site.invalid';

/**
 * Characters no URL the server or the address bar hands us may hold: C0 and C1 controls, any
 * Unicode whitespace (browsers strip some of them before resolving, "java\tscript:"; others such
 * as U+3000 or U+2028 only hide what follows) and backslashes, which browsers read as slashes.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\s\\]/u;

/**
 * The one check for a redirect target or same-site link (DESIGN: one URL policy): a path on this
 * site, returned normalised (pathname, search, hash), or undefined for anything else: an
 * absolute or protocol-relative URL ("//host", "/\\host"), a scheme such as `javascript:`, or
 * control characters that browsers strip before resolving. The check runs on the normalised
 * result too, so the answer is a fixed point: `safeRedirect(safeRedirect(x)) === safeRedirect(x)`.
 * An open redirect is a phishing tool:
 * after login, nothing may send a visitor off the site.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (UNSAFE_CHARACTERS.test(value)) return undefined;
  try {
    const url = new URL(value, SAME_SITE);
    if (url.origin !== SAME_SITE) return undefined;
    // Check what comes out, not only what went in: dot segments and their encodings collapse
    // on parsing ("/.//evil.test", "/a/..//evil.test", "/%2e%2e//evil.test" all become
    // "//evil.test"), and a path that starts with two slashes is another host to a browser.
    const normalised = `${url.pathname}${url.search}${url.hash}`;
    return isSameSitePath(normalised) ? normalised : undefined;
  } catch {
    return undefined;
  }
}

/** A path a browser resolves on this origin: one leading slash, then neither a slash nor a backslash. */
function isSameSitePath(path: string): boolean {
  return path.startsWith('/') && path[1] !== '/' && path[1] !== '\\';
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
  if (UNSAFE_CHARACTERS.test(value)) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') return undefined;
    const host = url.hostname.toLowerCase();
    return officialHosts.some((allowed) => host === allowed.toLowerCase()) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The rejections already logged in this page view (`field value`): a render repeats its check. */
const warned = new Set<string>();

/**
 * `safeLink` for a server URL field of an overlay: a rejected value is logged as a warning once
 * per page view (so compliance staff see what the server sent, and a component that renders
 * again does not repeat it), and the caller hides its button or link.
 */
export function serverLink(value: unknown, officialHosts: readonly string[], field: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const href = safeLink(value, officialHosts);
  if (href === undefined) {
    const line = `URL policy: rejected ${field} ${JSON.stringify(String(value).slice(0, 200))}`;
    if (!warned.has(line)) console.warn(line);
    warned.add(line);
  }
  return href;
}

/** An href's path alone: no query, no hash, no trailing slash (`/` stays `/`). For matching. */
export function pathOf(href: string): string {
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
