/**
 * The route table, known at build time (issue 39): which paths are pages of the app, so that a
 * server can answer every other path with HTTP 404 (and the prerendered 404 page as its body)
 * while every page keeps 200.
 *
 * The build (vite.config.ts, `routeManifestFile`) writes `routes.json` from the router's own list
 * (src/routeTree.gen.ts, the `fullPaths` of its FileRouteTypes) and the locale codes a path may
 * start with (src/lib/locales.ts); scripts/serve.mjs reads it; docs/hosting.md says how a CDN does
 * the same. The patterns keep the router's syntax:
 *
 *   /{-$locale}/trade/$pair       `{-$locale}` an optional locale prefix (one of `locales`),
 *                                 `$pair` one non-empty segment
 *   /{-$locale}/campaigns/$       `$` (splat) whatever follows, nothing included
 *   /{-$locale}/c2c/USDT_{$fiat}  a fixed prefix and a parameter in one segment
 *   /{-$locale}/myaccount/withdraw/{-$currency}   `{-$x}` an optional segment
 *
 * Fixed segments match without regard to case (the router's default); a trailing slash is the
 * same page.
 */

/** The router's full paths, read from the generated route tree's text. */
export function routePathsFrom(routeTreeText) {
  const block = /fullPaths:\s*((?:\s*\|\s*'[^']*')+)/.exec(routeTreeText);
  if (!block) throw new Error('routeManifest: no `fullPaths` in the route tree (src/routeTree.gen.ts)');
  const paths = [...block[1].matchAll(/'([^']*)'/g)].map((m) => m[1]);
  if (paths.length === 0) throw new Error('routeManifest: the route tree lists no paths');
  return [...new Set(paths)].sort();
}

/** What `routes.json` holds. */
export function routeManifest(routeTreeText, locales) {
  return { format: 1, locales: [...locales].sort(), routes: routePathsFrom(routeTreeText) };
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern's segments as a regular expression over a path (without the optional locale). */
function patternRegExp(pattern, locales) {
  const locale = `(?:/(?:${locales.map(escape).join('|')}))?`;
  let source = '';
  for (const segment of pattern.split('/').filter((s) => s !== '')) {
    if (segment === '{-$locale}') source += locale;
    else if (segment === '$') source += '(?:/.*)?';
    else if (/^\{-\$[A-Za-z_]\w*\}$/.test(segment)) source += '(?:/[^/]+)?';
    else if (/^\$[A-Za-z_]\w*$/.test(segment)) source += '/[^/]+';
    else {
      // Fixed text, with `{$param}` inside a segment standing for one or more characters.
      const parts = segment.split(/\{\$[A-Za-z_]\w*\}/);
      source += `/${parts.map(escape).join('[^/]+')}`;
    }
  }
  return new RegExp(`^${source === '' ? '' : source}/?$`, 'i');
}

/**
 * A matcher for a manifest: `isRoute(pathname)` is whether a page of the app takes that path (as
 * sent, percent-encoded or not). The locale prefix is matched exactly (lower case codes), as the
 * app's splitLocalePrefix does.
 */
export function routeMatcher(manifest) {
  const expressions = manifest.routes.map((pattern) => patternRegExp(pattern, manifest.locales));
  return (pathname) => {
    let path;
    try {
      path = decodeURIComponent(pathname);
    } catch {
      return false;
    }
    if (!path.startsWith('/')) return false;
    if (path === '/') return true;
    // The locale part is case-sensitive: the case-insensitive expressions are checked after the
    // prefix is known to be a code exactly.
    const first = /^\/([^/]+)/.exec(path)?.[1] ?? '';
    const upper = manifest.locales.some((code) => code.toLowerCase() === first.toLowerCase() && code !== first);
    if (upper) return false;
    return expressions.some((expression) => expression.test(path));
  };
}
