/**
 * The shell's 404 and error screens as route components, each setting a page title while shown
 * (issue 4: the 404 page's title contains "404").
 */
import { useLingui } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTitleOverride } from '../lib/documentTitle';
import { ErrorScreen } from '../shell/error';
import { NotFoundPage } from '../shell/not-found';

export function RouteNotFound() {
  const { t } = useLingui();
  useTitleOverride(t`404 Page not found`);
  return <NotFoundPage />;
}

export function RouteError(props: ErrorComponentProps) {
  const { t } = useLingui();
  useTitleOverride(t`Something went wrong`);
  return <ErrorScreen {...props} />;
}
