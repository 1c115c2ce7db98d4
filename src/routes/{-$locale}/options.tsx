import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { OptionsPage } from '../../features/pages/trade/OptionsPage';

export const Route = createFileRoute('/{-$locale}/options')({
  head: () => ({ meta: [{ title: t`Options` }] }),
  component: OptionsPage,
});
