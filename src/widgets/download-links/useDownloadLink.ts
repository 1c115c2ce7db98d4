import { ipLocationQuery, pageDownloadLinksQuery } from '../../api/queries';
import { useQuery } from '../../api/hooks';
import { serverLink } from '../../lib/url';
import { useLinkHosts } from '../../site/linkHosts';
import { chooseDownloadLink } from './downloadLinks';

/**
 * The download link a page offers (./downloadLinks.ts), through the URL policy; undefined while
 * loading, or when nothing valid is configured (the caller's own default then).
 */
export function useDownloadLink(page: string, surface: 'h5' | 'web', { apk = false, enabled = true }: { apk?: boolean; enabled?: boolean } = {}): string | undefined {
  const hosts = useLinkHosts();
  const v1 = useQuery(pageDownloadLinksQuery(1, { enabled })).data;
  const v2 = useQuery(pageDownloadLinksQuery(2, { enabled })).data;
  const ip = useQuery(ipLocationQuery({ enabled: enabled && apk })).data;
  if (!enabled || v1 === undefined || v2 === undefined || (apk && ip === undefined)) return undefined;
  const chosen = chooseDownloadLink({ v1: v1.data, v2: v2.data, page, surface, country: ip === undefined ? '' : ip.ok ? ip.data.country_code : null, apk });
  return chosen === null ? undefined : serverLink(chosen, hosts, 'page download link');
}
