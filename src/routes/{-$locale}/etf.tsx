import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { EtfPage } from '../../features/pages/trade/EtfPage';

export const Route = createFileRoute('/{-$locale}/etf')({
  head: () => ({ meta: [{ title: t`Leveraged ETF tokens` }] }),
  component: EtfPage,
});
