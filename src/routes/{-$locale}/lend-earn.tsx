import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LendEarnPage } from '../../features/pages/earn/LendEarnPage';

export const Route = createFileRoute('/{-$locale}/lend-earn')({
  head: () => ({ meta: [{ title: t`Lend & Earn` }] }),
  component: LendEarnPage,
});
