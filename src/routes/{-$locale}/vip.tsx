import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { VipPage } from '../../features/pages/misc/MiscPages';

export const Route = createFileRoute('/{-$locale}/vip')({
  head: () => ({ meta: [{ title: t`VIP programme` }] }),
  component: VipPage,
});
