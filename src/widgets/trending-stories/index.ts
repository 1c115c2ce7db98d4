/**
 * The backend's trending stories (the 404 page's and /news's), each with its link passed through
 * the URL policy: a story whose `url` the policy refuses (another host, a scheme, a dot-segment
 * trick) is left out, never rendered as a raw href. One hook, so the two pages cannot differ.
 *
 * The backend serves each headline in the page's language when it has it, otherwise in English,
 * and says which (issue 39). A headline in another language than the page's carries its own
 * `lang` and `dir`, so a screen reader reads it with the right voice and an English headline in
 * an Arabic page keeps its question mark at its end.
 */
import { useQuery } from '../../api/hooks';
import { trendingStoriesQuery } from '../../api/queries';
import { htmlLang } from '../../i18n/locales';
import { useLocale } from '../../i18n/useLocale';
import { safeLink } from '../../lib/url';
import { useLinkHosts } from '../../site/linkHosts';

export interface TrendingStory {
  readonly id: string;
  readonly title: string;
  /** Allowed by the URL policy: a same-site path or an https URL on one of the site's hosts. */
  readonly href: string;
  readonly publishedAt: string | undefined;
  /** Set when the headline is in another language than the page: its BCP 47 tag and direction. */
  readonly lang?: string;
  readonly dir?: 'ltr' | 'rtl';
}

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);
const primary = (tag: string) => tag.toLowerCase().split('-')[0] ?? '';

/** `{ lang, dir }` for a headline written in `storyLang` on a page in `pageLang`, or {} when they agree. */
export function foreignLanguage(storyLang: string | undefined, pageLang: string): { lang?: string; dir?: 'ltr' | 'rtl' } {
  if (!storyLang || primary(storyLang) === primary(pageLang)) return {};
  return { lang: storyLang, dir: RTL_LANGUAGES.has(primary(storyLang)) ? 'rtl' : 'ltr' };
}

export function useTrendingStories(limit: number): { stories: readonly TrendingStory[]; pending: boolean } {
  const officialHosts = useLinkHosts();
  const locale = useLocale();
  const query = useQuery(trendingStoriesQuery({ lang: locale, limit }));
  const pageLang = htmlLang(locale);
  const stories = query.data?.ok
    ? query.data.data.flatMap((story) => {
        const href = safeLink(story.url, officialHosts);
        return href ? [{ id: story.id, title: story.title, href, publishedAt: story.published_at, ...foreignLanguage(story.lang, pageLang) }] : [];
      })
    : [];
  return { stories, pending: query.isPending };
}
