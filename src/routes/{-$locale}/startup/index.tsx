import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { StartupPage } from '../../../features/pages/earn/StartupPage';

export const Route = createFileRoute('/{-$locale}/startup/')({
  head: () => ({ meta: [{ title: t`Startup: token launches` }] }),
  component: StartupPage,
});
