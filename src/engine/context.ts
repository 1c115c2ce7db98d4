/**
 * Facts -> context: what rules read with `var` (docs/policy-language.md, "Where facts come from").
 * Pure: the clock, the URL and storage all arrive inside `facts`.
 */
import type { Bundle, Nav, Site } from './bundle';
import { normalizeWithPlan } from './factsPlan';
import type { Facts } from '../generated/types/facts';
import { safeDecodeURIComponent } from './logic/uri';

export type { Facts };

export interface Route {
  /** Pathname without the locale prefix, no trailing slash (except "/"). */
  path: string;
  /** The locale prefix removed from the path, or "" (English has none). */
  locale: string;
  query: Record<string, string>;
}

export interface Context {
  site: Site;
  nav: Nav;
  route: Route;
  locale: string;
  viewport: { width: number };
  inApp: boolean;
  now: number;
  app: Record<string, unknown>;
  user: Record<string, unknown>;
  compliance: Record<string, unknown>;
  declaration: Record<string, unknown>;
  notices: { business: Array<Record<string, unknown>>; reminder: Array<Record<string, unknown>> };
  storage: { cookies: Record<string, string>; localStorage: Record<string, string>; sessionStorage: Record<string, string> };
  experiments: Record<string, string | number>;
  referral: Record<string, unknown>;
  item?: unknown;
}

export class UnknownSiteError extends Error {}

const safeDecode = (text: string): string => safeDecodeURIComponent(text);

export function parseRoute(pathname: string, search: string, localePrefixes: ReadonlySet<string>): Route {
  const raw = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const segments = raw.split('/').filter(Boolean);
  let locale = '';
  if (segments.length > 0 && localePrefixes.has(segments[0]!)) {
    locale = segments.shift()!;
  }
  const path = `/${segments.map(safeDecode).join('/')}`;
  const query: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const key = safeDecode((eq < 0 ? part : part.slice(0, eq)).replace(/\+/g, ' '));
    const value = eq < 0 ? '' : safeDecode(part.slice(eq + 1).replace(/\+/g, ' '));
    if (!(key in query)) query[key] = value;
  }
  return { path, locale, query: { ...query } };
}

function parseNow(iso: string): number {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : 0;
}

export function buildContext(bundle: Bundle, facts: Facts | object): Context {
  const f = normalizeWithPlan(bundle.factsPlan, facts) as Record<string, never>;
  const siteId = f.site as number;
  const site = bundle.siteById.get(siteId);
  const nav = bundle.navBySite.get(siteId);
  if (!site || !nav) throw new UnknownSiteError(`unknown site ${String(siteId)}`);
  const route = parseRoute(f.path as string, f.search as string, bundle.localePrefixes);
  const locale = (f.locale as string) || route.locale || 'en';
  // Every normalised fact, with site, path, search and now replaced by their richer forms.
  const { path: _path, search: _search, ...rest } = f;
  return { ...rest, site, nav, route, locale, now: parseNow(f.now as string) } as unknown as Context;
}
