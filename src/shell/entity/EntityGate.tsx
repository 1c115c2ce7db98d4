/**
 * An entity page's three states before its body (issue 13 part 5): loading (a skeleton the size
 * of the page head), the backend does not know the id (the site's 404 page with a link back to
 * the listing, decided from the backend's answer), and a failed call (SPEC section 8: the page
 * cannot show its entity; a retry). Then the body, with the entity.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ApiResult, Lookup } from '../../api';
import { useTitleOverride } from '../../lib/documentTitle';
import { NotFoundPage } from '../not-found';
import { Button } from '../../ui/form/Button';
import { EmptyState } from '../../ui/content/EmptyState';
import { Page, Skeleton } from '../../ui/content/Page';

export interface EntityQuery<T> {
  readonly data: ApiResult<Lookup<T> | null> | undefined;
  readonly isPending: boolean;
  readonly isFetching: boolean;
  refetch(): unknown;
}

export function EntityGate<T>({
  query,
  back,
  title,
  children,
}: {
  query: EntityQuery<T>;
  /** The listing this entity belongs to, for the not-found page's link back. */
  back: { href: string; label: string };
  /** The page title once the entity is known. */
  title: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  const answer = query.data;
  const lookup = answer?.ok ? answer.data : null;
  const item = lookup?.found ? lookup.item : null;
  if (query.isPending) {
    return (
      <Page>
        <div data-testid="entity-loading" aria-busy="true">
          <Skeleton lines={2} />
          <Skeleton lines={6} />
        </div>
      </Page>
    );
  }
  if (lookup === null) {
    return (
      <Page>
        <EmptyState
          data-testid="entity-error"
          title={<Trans>This page could not be loaded</Trans>}
          description={<Trans>Check your connection and try again.</Trans>}
          action={
            <Button variant="primary" disabled={query.isFetching} onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      </Page>
    );
  }
  if (item === null) return <NotFoundPage back={back} />;
  return (
    <>
      <Title text={title(item)} />
      {children(item)}
    </>
  );
}

function Title({ text }: { text: string }) {
  useTitleOverride(text);
  return null;
}
