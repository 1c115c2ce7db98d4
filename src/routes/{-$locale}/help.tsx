import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { HelpCentrePage } from '../../features/pages/content/MorePages';

export const Route = createFileRoute('/{-$locale}/help')({
  head: () => ({ meta: [{ title: t`Help centre` }] }),
  component: HelpCentrePage,
});
