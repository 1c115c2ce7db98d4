import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Web3Page } from '../../pages/content/Web3Page';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/web3')({
  component: withTitle(msg`Web3 wallet`, Web3Page),
});
