import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Web3Page } from '../../features/pages/content/MorePages';

export const Route = createFileRoute('/{-$locale}/web3')({
  head: () => ({ meta: [{ title: t`Web3 wallet` }] }),
  component: Web3Page,
});
