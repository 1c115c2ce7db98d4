import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { HodlPage } from '../../features/pages/earn/HodlPage';

export const Route = createFileRoute('/{-$locale}/hodl')({
  head: () => ({ meta: [{ title: t`HODL & Earn` }] }),
  component: HodlPage,
});
