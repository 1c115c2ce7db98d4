import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LaunchpoolPage } from '../../features/pages/earn/LaunchpoolPage';

export const Route = createFileRoute('/{-$locale}/launchpool')({
  head: () => ({ meta: [{ title: t`Launchpool` }] }),
  component: LaunchpoolPage,
});
