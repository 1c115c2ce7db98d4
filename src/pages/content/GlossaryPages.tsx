/** /learn/glossary and /learn/glossary/{term}: the backend's glossary, searchable, and one term. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { TextField } from '../../ui/form/Field';
import { Card, Page, PageHeader } from '../../ui/content/Page';
import { glossaryQuery, type ApiResult, type GlossaryTerm, type Lookup } from '../../api';
import { useLocalizedPath } from '../../site/useLocalizedPath';
import { EmptyState } from '../../ui/content/EmptyState';
import { useQuery } from '../../api/hooks';
import { useLocale } from '../../i18n/useLocale';
import { EntityGate, ListGate } from '../../shell/entity';
import './content.css';

/** The glossary from the backend, in the reader's language (server content, like the articles). */
export function GlossaryPage() {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const list = useQuery(glossaryQuery(useLocale()));
  const filter = (terms: readonly GlossaryTerm[]) => {
    const q = query.trim().toLocaleLowerCase();
    return terms.filter(({ term, definition }) => !q || term.toLocaleLowerCase().includes(q) || definition.toLocaleLowerCase().includes(q)).sort((a, b) => a.term.localeCompare(b.term, i18n.locale));
  };
  return (
    <Page>
      <PageHeader title={<Trans>Crypto glossary</Trans>} lead={<Trans>The words you will meet on an exchange, explained in a sentence.</Trans>} />
      <div className="ui-search-input">
        <TextField label={t`Search terms`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      <ListGate query={list} empty={<Trans>The glossary is empty for now.</Trans>}>
        {(terms) => {
          const shown = filter(terms);
          if (shown.length === 0) return <EmptyState data-testid="glossary-no-match" title={<Trans>No term matches your search</Trans>} />;
          return (
            <Card className="ui-card--flush">
              <dl className="ui-list" data-testid="glossary">
                {shown.map((entry) => (
                  <div className="ui-list__item" key={entry.slug} id={entry.slug} style={{ flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
                    <dt className="ui-list__title">
                      <Link to="/{-$locale}/learn/glossary/$term" params={{ term: entry.slug }} className="ui-link">
                        {entry.term}
                      </Link>
                    </dt>
                    <dd className="ui-list__text" style={{ margin: 0 }}>
                      {entry.definition}
                    </dd>
                  </div>
                ))}
              </dl>
            </Card>
          );
        }}
      </ListGate>
    </Page>
  );
}

/**
 * /learn/glossary/{term}: the term from the backend's glossary (the list is small and cached for
 * the glossary page too); a slug it lacks is the not-found state with a link back to all terms.
 */
export function GlossaryTermPage({ slug }: { slug: string }) {
  const { t } = useLingui();
  const localize = useLocalizedPath();
  const list = useQuery(glossaryQuery(useLocale()));
  const answer = list.data;
  const data: ApiResult<Lookup<GlossaryTerm> | null> | undefined =
    answer === undefined ? undefined : answer.ok ? { ok: true, data: lookupTerm(answer.data, slug) } : { ...answer, data: null };
  return (
    <EntityGate query={{ data, isPending: list.isPending, isFetching: list.isFetching, refetch: list.refetch }} back={{ href: localize('/learn/glossary'), label: t`All terms` }} title={(entry) => entry.term}>
      {(entry) => (
        <Page>
          <PageHeader eyebrow={<Trans>Glossary</Trans>} title={entry.term} lead={entry.definition} />
          <Link to="/{-$locale}/learn/glossary" className="ui-link">
            <Trans>All terms</Trans>
          </Link>
        </Page>
      )}
    </EntityGate>
  );
}

function lookupTerm(terms: readonly GlossaryTerm[], slug: string): Lookup<GlossaryTerm> {
  const item = terms.find((entry) => entry.slug === slug);
  return item ? { found: true, item } : { found: false };
}
