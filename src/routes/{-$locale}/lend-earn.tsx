import { createFileRoute } from '@tanstack/react-router';
import { LendEarnPage } from '../../pages/earn/LendEarnPage';

export const Route = createFileRoute('/{-$locale}/lend-earn')({
  component: LendEarnPage,
});
