import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RestrictedRegionPage } from '../../features/pages/misc/MiscPages';

export const Route = createFileRoute('/{-$locale}/state_compliance_tips')({
  head: () => ({ meta: [{ title: t`Service not available in your region` }] }),
  component: RestrictedRegionPage,
});
