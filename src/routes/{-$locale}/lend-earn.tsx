import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LendEarnPage } from '../../pages/earn/LendEarnPage';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/lend-earn')({
  component: withTitle(msg`Lend & Earn`, LendEarnPage),
});
