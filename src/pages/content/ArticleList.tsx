/** A grid of article cards; used by the news, learn and blog pages. */
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useFormat } from '../../i18n/format';
import { htmlLang } from '../../i18n/locales';
import { useLocale } from '../../i18n/useLocale';
import { Badge, Card } from '../../ui/content/Page';
import { foreignLanguage } from '../../widgets/trending-stories';
import type { Article } from '../../api';
import './content.css';

/**
 * The article's own language where it differs from the page's (issue 39): the backend serves the
 * content team's English when it has no translation, and an English headline in an Arabic page
 * must keep its question mark at its end and be read with an English voice. Absent: English, the
 * content team's language of record.
 */
function useArticleLanguage(article: Article): { lang?: string; dir?: 'ltr' | 'rtl' } {
  return foreignLanguage(article.lang ?? 'en', htmlLang(useLocale()));
}

function hue(slug: string): number {
  let h = 0;
  for (const char of slug) h = (h * 31 + char.charCodeAt(0)) % 360;
  return h;
}

function ArticleCard({ article }: { article: Article }) {
  const format = useFormat();
  const language = useArticleLanguage(article);
  const minutes = article.minutes;
  const body = (
    <>
      <span className="content-article-card__thumb" aria-hidden="true" style={{ ['--thumb-hue' as string]: String(hue(article.slug)) }} />
      <span className="ui-row" style={{ gap: 8 }}>
        <span {...language}>
          <Badge>{article.tag}</Badge>
        </span>
        <span className="ui-card__meta">{format.date(article.published)}</span>
      </span>
      <span className="content-article-card__title" data-testid="article-title" {...language}>
        {article.title}
      </span>
      <span className="content-article-card__excerpt" {...language}>
        {article.excerpt}
      </span>
      <span className="ui-card__meta">
        <Trans>{minutes} min read</Trans>
      </span>
    </>
  );
  const className = 'ui-card ui-card-link content-article-card';
  if (article.section === 'news') return <Link to="/{-$locale}/news/$slug" params={{ slug: article.slug }} className={className}>{body}</Link>;
  if (article.section === 'blog') return <Link to="/{-$locale}/blog/$slug" params={{ slug: article.slug }} className={className}>{body}</Link>;
  return <Link to="/{-$locale}/learn/$slug" params={{ slug: article.slug }} className={className}>{body}</Link>;
}

export function ArticleGrid({ articles }: { articles: readonly Article[] }) {
  return (
    <ul className="ui-grid ui-grid--3">
      {articles.map((article) => (
        <li key={article.slug}>
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}

export function ArticleFrame({ article }: { article: Article }) {
  const format = useFormat();
  const language = useArticleLanguage(article);
  return (
    <Card as="article" className="ui-stack">
      <span className="ui-row" style={{ gap: 8 }}>
        <span {...language}>
          <Badge>{article.tag}</Badge>
        </span>
        <span className="ui-card__meta">{format.date(article.published, { dateStyle: 'long' })}</span>
      </span>
      <h1 className="ui-page-head__title" {...language}>
        {article.title}
      </h1>
      <p className="ui-page-head__lead" {...language}>
        {article.excerpt}
      </p>
      <div className="ui-doc__body" {...language}>
        {article.body.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </Card>
  );
}
