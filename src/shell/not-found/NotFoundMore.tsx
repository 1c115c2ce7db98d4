import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useLocalizedPath } from '../../site/useLocalizedPath';
import { useTrendingStories } from '../../widgets/trending-stories';
import { useDecision } from '../../facts';
import { AppLink } from '../../ui/AppLink';
import { ArrowRightIcon } from '../../ui/icons/directionIcons';
import { groupColumns, type NotFoundLink } from './columns';
import { NOT_FOUND_COLUMNS, NOT_FOUND_LINK_TEXT } from './labels';

const TRENDING_LIMIT = 5;

/**
 * The 404 page's helpful links (the `notFoundColumns` decision) and trending stories (from the
 * backend; hidden when the call fails or is empty): its own chunk, since the data layer it needs
 * is not on the first paint's path (the page's heading and text are: ./NotFoundBody.tsx).
 */
export default function NotFoundMore() {
  const localize = useLocalizedPath();
  const { i18n } = useLinguiRuntime();
  const links = useDecision('notFoundColumns') as NotFoundLink[] | undefined;
  const trending = useTrendingStories(TRENDING_LIMIT);
  const stories = trending.stories;
  const columns = groupColumns(links ?? []);
  const settled = links !== undefined && !trending.pending;
  const headingOf = (id: string) => {
    const column = NOT_FOUND_COLUMNS.find((c) => c.id === id);
    return column ? i18n._(column.title) : '';
  };

  return (
    <>
      {/* The links (a decision) and the stories (a call) arrive at once, when both have settled:
          one arriving after the other would move the first (issue 15, no layout shift). */}
      {settled && (columns.length > 0 || stories.length > 0) && (
        <div className="not-found__grid">
          {columns.map((column) => (
            <nav
              key={column.id}
              className="not-found__column"
              aria-label={headingOf(column.id) || undefined}
              data-column={column.id}
            >
              <h2 className="not-found__heading">{headingOf(column.id)}</h2>
              <ul className="not-found__links">
                {column.links.map((link) => {
                  const text = NOT_FOUND_LINK_TEXT[link.label];
                  return (
                    <li key={link.id}>
                      <AppLink className="not-found__link" href={localize(link.href)} data-testid="not-found-link" data-href={link.href}>
                        {text ? i18n._(text) : link.id}
                      </AppLink>
                    </li>
                  );
                })}
              </ul>
            </nav>
          ))}
          {stories.length > 0 && (
            <section className="not-found__column not-found__stories" aria-labelledby="trending-title" data-testid="trending-stories">
              <h2 id="trending-title" className="not-found__heading">
                <Trans>Trending stories</Trans>
              </h2>
              <ol className="stories">
                {stories.map((story, index) => (
                  <li key={story.id} className="story">
                    <span className="story__rank" aria-hidden="true">
                      {index + 1}
                    </span>
                    <AppLink className="story__link" href={story.href}>
                      <span className="story__title" lang={story.lang} dir={story.dir}>
                        {story.title}
                      </span>
                      <ArrowRightIcon className="story__arrow" />
                    </AppLink>
                  </li>
                ))}
              </ol>
            </section>
          )}
        </div>
      )}
    </>
  );
}
