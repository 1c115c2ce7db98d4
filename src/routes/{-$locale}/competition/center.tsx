import { createFileRoute } from '@tanstack/react-router';
import { CompetitionCenterPage } from '../../../pages/rewards/RewardsPages';

export const Route = createFileRoute('/{-$locale}/competition/center')({
  component: CompetitionCenterPage,
});
