import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SalePage } from '../../features/pages/misc/MiscPages';

export const Route = createFileRoute('/{-$locale}/sale')({
  head: () => ({ meta: [{ title: t`Special offers` }] }),
  component: SalePage,
});
