import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PilotPage } from '../../features/pages/trade/PilotPage';

export const Route = createFileRoute('/{-$locale}/pilot')({
  head: () => ({ meta: [{ title: t`Pilot: new on-chain tokens` }] }),
  component: PilotPage,
});
