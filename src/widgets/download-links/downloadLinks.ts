/**
 * Which download link a page offers (SPEC sections 3, 7, 8; issue 13 part 4): the page download
 * links config (v2 first, then v1; per page an h5 and a web entry with c, china_apk,
 * overseas_apk, link and query) and the visitor's IP location (country_code).
 *
 * - The store or landing link is `link` with its `query`.
 * - An Android package goes to visitors in mainland China (CN) from `china_apk`, to everyone
 *   else from `overseas_apk`, with the channel code `c`.
 * - SPEC section 8: when the IP location fails, the default link (`link`) is offered, never a
 *   package picked without knowing the country; when the config names nothing for the page, the
 *   caller offers its own page (/appdownload).
 */
import type { PageDownloadLinks } from '../../api';

export interface DownloadChoice {
  readonly v1: PageDownloadLinks;
  readonly v2: PageDownloadLinks;
  /** The page's key in the config: home, appdownload, trade, campaigns... */
  readonly page: string;
  /** h5 on phones, web on desks. */
  readonly surface: 'h5' | 'web';
  /** ISO country, '' when unknown; null when the IP location call failed. */
  readonly country: string | null;
  /** An Android package rather than the store or landing link. */
  readonly apk: boolean;
}

function withQuery(url: string, query: string | undefined): string {
  const q = (query ?? '').replace(/^[?&]+/, '');
  if (q === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${q}`;
}

/** The link to offer, or null when the config has none for this page. */
export function chooseDownloadLink({ v1, v2, page, surface, country, apk }: DownloadChoice): string | null {
  const entry = v2[page]?.[surface] ?? v1[page]?.[surface];
  if (!entry) return null;
  const link = entry.link ? withQuery(entry.link, entry.query) : null;
  if (!apk || country === null) return link;
  const pkg = country.toUpperCase() === 'CN' ? entry.china_apk : entry.overseas_apk;
  return pkg ? withQuery(pkg, entry.c ? `c=${encodeURIComponent(entry.c)}` : undefined) : link;
}
