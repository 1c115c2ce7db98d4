import { createFileRoute } from '@tanstack/react-router';
import { LendEarnPage } from '../../features/earn/LendEarnPage';

export const Route = createFileRoute('/{-$locale}/lend-earn')({
  component: LendEarnPage,
});
