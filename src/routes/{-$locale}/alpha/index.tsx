import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AlphaPage } from '../../../features/pages/trade/AlphaPage';

export const Route = createFileRoute('/{-$locale}/alpha/')({
  head: () => ({ meta: [{ title: t`Alpha: on-chain tokens` }] }),
  component: AlphaPage,
});
