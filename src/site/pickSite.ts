/**
 * Which of the 12 sites a page view belongs to (SPEC section 1, sub_website_id).
 *
 * - Production: the page's host name is matched against each site's webSiteDomain (the site
 *   itself or any subdomain of it, the longest domain winning); no match means the main site.
 * - Demo and dev (`allowSiteParam`): `?site=<sub_website_id>` wins when it names a known site,
 *   so one server can show every region. The tab remembers it (`rememberSite`, sessionStorage),
 *   and a later page view whose URL names no site is the remembered one, for the app, the
 *   prerender guard and the mocked backend alike (`withRememberedSite`): one site per page view,
 *   as a host name is in production (issue 39: a link without `?site=` after `/en-us?site=232`
 *   showed the main site's branding with the US site's menu).
 *
 * Pure: the caller passes location parts and the site list.
 */
export interface SiteIdentity {
  readonly id: number;
  readonly webSiteDomain: string;
}

export interface PickSiteInput {
  hostname: string;
  search: string;
  allowSiteParam: boolean;
}

const MAIN_SITE_ID = 0;

function normaliseHost(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '')
    .replace(/^www\./, '');
}

function siteFromParam<S extends SiteIdentity>(sites: readonly S[], search: string): S | undefined {
  const raw = new URLSearchParams(search).get('site');
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return sites.find((site) => site.id === id);
}

function siteFromHost<S extends SiteIdentity>(
  sites: readonly S[],
  hostname: string,
): S | undefined {
  const host = normaliseHost(hostname);
  if (host === '') return undefined;
  let best: S | undefined;
  let bestLength = -1;
  for (const site of sites) {
    const domain = normaliseHost(site.webSiteDomain);
    if (domain === '') continue;
    const matches = host === domain || host.endsWith(`.${domain}`);
    if (matches && domain.length > bestLength) {
      best = site;
      bestLength = domain.length;
    }
  }
  return best;
}

export function pickSite<S extends SiteIdentity>(sites: readonly S[], input: PickSiteInput): S {
  const picked =
    (input.allowSiteParam ? siteFromParam(sites, input.search) : undefined) ??
    siteFromHost(sites, input.hostname) ??
    sites.find((site) => site.id === MAIN_SITE_ID) ??
    sites[0];
  if (picked === undefined) throw new Error('pickSite: the site list is empty');
  return picked;
}

/** Demo and dev: where the tab remembers the site its URL last named. */
const DEMO_SITE_KEY = 'demo.site';

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked: the URL alone decides
  }
}

/**
 * Demo and dev: `search` with the tab's remembered site added when it names none. A remembered
 * value that is not a number is ignored here, and one naming no site is ignored by `pickSite`
 * (tampered storage counts as absent).
 */
export function withRememberedSite(search: string, storage: Pick<Storage, 'getItem'> | null = sessionStore()): string {
  const params = new URLSearchParams(search);
  if (params.has('site')) return search;
  let remembered: string | null = null;
  try {
    remembered = storage?.getItem(DEMO_SITE_KEY) ?? null;
  } catch {
    remembered = null;
  }
  if (remembered === null || !/^\d+$/.test(remembered)) return search;
  params.set('site', remembered);
  return `?${params.toString()}`;
}

/** Demo and dev: remembers the site a page view's URL named (boot calls it once the site is picked). */
export function rememberSite<S extends SiteIdentity>(sites: readonly S[], search: string, storage: Pick<Storage, 'setItem'> | null = sessionStore()): void {
  const site = siteFromParam(sites, search);
  if (site === undefined) return;
  try {
    storage?.setItem(DEMO_SITE_KEY, String(site.id));
  } catch {
    // storage full or blocked: the next page view falls back to its own URL
  }
}
