/**
 * A backend list's states (issue 13 part 5): loading (skeleton lines), failed (SPEC section 8:
 * the default is an empty list; the page says it could not load them), empty (the page's own
 * words), then the items.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ApiResult } from '../../api';
import { Button } from '../../ui/form/Button';
import { EmptyState } from '../../ui/content/EmptyState';
import { Skeleton } from '../../ui/content/Page';

export function ListGate<T>({
  query,
  empty,
  retry,
  children,
}: {
  query: { readonly data: ApiResult<readonly T[]> | undefined; readonly isPending: boolean };
  /** What the empty state says, e.g. "No sales right now". */
  empty: ReactNode;
  /** Offers "Try again" on a failure, where the page cannot go on without the list. */
  retry?: () => void;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div data-testid="list-loading" aria-busy="true">
        <Skeleton lines={5} />
      </div>
    );
  }
  const answer = query.data;
  if (answer === undefined || !answer.ok) {
    return (
      <EmptyState
        data-testid="list-error"
        title={<Trans>This list could not be loaded</Trans>}
        description={<Trans>Check your connection and try again.</Trans>}
        action={
          retry && (
            <Button variant="primary" onClick={retry}>
              <Trans>Try again</Trans>
            </Button>
          )
        }
      />
    );
  }
  if (answer.data.length === 0) return <EmptyState data-testid="list-empty" title={empty} />;
  return <>{children(answer.data)}</>;
}
