import { createFileRoute } from '@tanstack/react-router';
import { LaunchpoolPage } from '../../pages/earn/LaunchpoolPage';

export const Route = createFileRoute('/{-$locale}/launchpool')({
  component: LaunchpoolPage,
});
