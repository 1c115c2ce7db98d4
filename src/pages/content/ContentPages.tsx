/** /news, /learn, /blog, their article pages, and /crypto-wiki. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '../../api/hooks';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useLocale } from '../../i18n/useLocale';
import { articlesQuery, coinsQuery, type Article, type ArticleSection } from '../../api';
import { ListGate } from '../../shell/entity';
import { TextField } from '../../ui/form/Field';
import { useFormat } from '../../i18n/format';
import { AppLink } from '../../ui/AppLink';
import { useLocalizedPath } from '../../site/useLocalizedPath';
import { Card, CoinIcon, Page, PageHeader, Section } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import { useTrendingStories } from '../../widgets/trending-stories';
import { ArticleFrame, ArticleGrid } from './ArticleList';
import './content.css';

/** Most-read stories from the backend (the same feed as the 404 page's). */
function Trending() {
  const localize = useLocalizedPath();
  const format = useFormat();
  const { stories } = useTrendingStories(6);
  if (stories.length === 0) return null;
  return (
    <Section title={<Trans>Trending now</Trans>}>
      <Card className="ui-card--flush">
        <ol className="ui-list">
          {stories.map((story, index) => (
            <li className="ui-list__item" key={story.id}>
              <span className="ui-list__icon">{index + 1}</span>
              <div className="ui-list__main">
                <AppLink href={story.href.startsWith('/') ? localize(story.href) : story.href} className="ui-list__title ui-link" lang={story.lang} dir={story.dir}>
                  {story.title}
                </AppLink>
                {story.publishedAt && <span className="ui-list__text">{format.date(story.publishedAt)}</span>}
              </div>
            </li>
          ))}
        </ol>
      </Card>
    </Section>
  );
}

/** A section's articles from the backend, in the reader's language, newest first. */
function SectionArticles({ section }: { section: ArticleSection }) {
  const locale = useLocale();
  const query = useQuery(articlesQuery(section, locale));
  return (
    <ListGate query={query} empty={<Trans>No articles yet</Trans>}>
      {(articles) => <ArticleGrid articles={[...articles].sort((a, b) => b.published.localeCompare(a.published))} />}
    </ListGate>
  );
}

export function NewsPage() {
  return (
    <Page>
      <PageHeader title={<Trans>Crypto news</Trans>} lead={<Trans>Market-moving stories, listings and network updates, as they happen.</Trans>} />
      <SectionArticles section="news" />
      <Trending />
    </Page>
  );
}

export function LearnPage() {
  return (
    <Page>
      <PageHeader
        title={<Trans>Learn crypto</Trans>}
        lead={<Trans>Clear guides from your first purchase to advanced trading, written by our research team.</Trans>}
        actions={
          <Link to="/{-$locale}/learn/glossary" className={btn('secondary', 'md')}>
            <Trans>Glossary</Trans>
          </Link>
        }
      />
      <SectionArticles section="learn" />
      <Trending />
    </Page>
  );
}

export function BlogPage() {
  return (
    <Page>
      <PageHeader title={<Trans>Blog</Trans>} lead={<Trans>Research, product news and company updates.</Trans>} />
      <SectionArticles section="blog" />
    </Page>
  );
}

export function ArticlePage({ article }: { article: Article }) {
  const locale = useLocale();
  const list = useQuery(articlesQuery(article.section, locale)).data?.data ?? [];
  const related = list.filter((a) => a.slug !== article.slug).slice(0, 3);
  return (
    <Page>
      <ArticleFrame article={article} />
      {related.length > 0 && (
        <Section title={<Trans>Read next</Trans>}>
          <ArticleGrid articles={related} />
        </Section>
      )}
    </Page>
  );
}

export function CryptoWikiPage() {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const answer = useQuery(coinsQuery());
  const coins = [...(answer.data?.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)).filter((coin) => !q || coin.name.toLowerCase().includes(q) || coin.symbol.toLowerCase().includes(q));
  return (
    <Page>
      <PageHeader title={<Trans>Crypto wiki</Trans>} lead={<Trans>What each coin is, what it is for, and where it trades.</Trans>} />
      <div className="ui-search-input">
        <TextField label={t`Search the wiki`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      <ListGate query={answer} empty={<Trans>No entries yet</Trans>}>
        {() => (
      <ul className="ui-grid ui-grid--4">
        {coins.map((coin) => {
          const since = coin.since;
          return (
            <li key={coin.symbol}>
              <Link to="/{-$locale}/price/$coin" params={{ coin: coin.slug }} className="ui-card ui-card-link ui-stack" style={{ gap: 8 }}>
                <span className="ui-row">
                  <CoinIcon symbol={coin.symbol} size={36} />
                  <span className="ui-asset-cell__name">
                    <span className="ui-asset-cell__symbol">{coin.name}</span>
                    <span className="ui-asset-cell__full">{coin.symbol}</span>
                  </span>
                </span>
                <span className="ui-card__meta">
                  <Trans>Launched {since}</Trans>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
        )}
      </ListGate>
      {answer.data?.ok && answer.data.data.length > 0 && coins.length === 0 && (
        <p className="ui-muted">
          <Trans>No entries match your search.</Trans>
        </p>
      )}
    </Page>
  );
}
