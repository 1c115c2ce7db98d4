import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CompetitionCenterPage } from '../../../features/pages/rewards/RewardsPages';

export const Route = createFileRoute('/{-$locale}/competition/center')({
  head: () => ({ meta: [{ title: t`Competition centre` }] }),
  component: CompetitionCenterPage,
});
