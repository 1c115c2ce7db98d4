/**
 * Which of the 12 sites a page view belongs to (SPEC section 1, sub_website_id).
 *
 * - Production: the page's host name is matched against each site's webSiteDomain (the site
 *   itself or any subdomain of it, the longest domain winning); no match means the main site.
 * - Demo and dev (`allowSiteParam`): `?site=<sub_website_id>` wins when it names a known site,
 *   so one server can show every region.
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
