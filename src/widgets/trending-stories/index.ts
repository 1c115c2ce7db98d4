/**
 * The backend's trending stories (the 404 page's and /news's), each with its link passed through
 * the URL policy: a story whose `url` the policy refuses (another host, a scheme, a dot-segment
 * trick) is left out, never rendered as a raw href. One hook, so the two pages cannot differ.
 */
import { useQuery } from '../../api/hooks';
import { trendingStoriesQuery } from '../../api/queries';
import { useLocale } from '../../i18n/useLocale';
import { safeLink } from '../../lib/url';
import { useLinkHosts } from '../../site/linkHosts';

export interface TrendingStory {
  readonly id: string;
  readonly title: string;
  /** Allowed by the URL policy: a same-site path or an https URL on one of the site's hosts. */
  readonly href: string;
  readonly publishedAt: string | undefined;
}

export function useTrendingStories(limit: number): { stories: readonly TrendingStory[]; pending: boolean } {
  const officialHosts = useLinkHosts();
  const locale = useLocale();
  const query = useQuery(trendingStoriesQuery({ lang: locale, limit }));
  const stories = query.data?.ok
    ? query.data.data.flatMap((story) => {
        const href = safeLink(story.url, officialHosts);
        return href ? [{ id: story.id, title: story.title, href, publishedAt: story.published_at }] : [];
      })
    : [];
  return { stories, pending: query.isPending };
}
