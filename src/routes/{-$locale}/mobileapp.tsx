import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MobileAppPage } from '../../features/pages/legal/CompanyPages';

export const Route = createFileRoute('/{-$locale}/mobileapp')({
  head: () => ({ meta: [{ title: t`Mobile app` }] }),
  component: MobileAppPage,
});
