/**
 * The article route of /news/{slug}, /learn/{slug} and /blog/{slug}: one component for the three
 * (the route files only say which section they serve). The article comes from the backend; a
 * slug the section does not have is the page's not-found state, with a link back to the section.
 */
import { useLingui } from '@lingui/react/macro';
import { articleQuery, type ArticleSection } from '../../api';
import { useQuery } from '../../api/hooks';
import { useLocale } from '../../i18n/useLocale';
import { useLocalizedPath } from '../../site/useLocalizedPath';
import { EntityGate } from '../../shell/entity';
import { ArticlePage } from './ContentPages';

export function ArticleRoute({ section, slug }: { section: ArticleSection; slug: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const query = useQuery(articleQuery(section, slug, locale));
  const back = section === 'news' ? t`All news` : section === 'learn' ? t`All guides` : t`All blog posts`;
  return (
    <EntityGate query={query} back={{ href: localize(`/${section}`), label: back }} title={(article) => article.title}>
      {(article) => <ArticlePage key={article.slug} article={article} />}
    </EntityGate>
  );
}
