import { createFileRoute } from '@tanstack/react-router';
import { Web3Page } from '../../pages/content/Web3Page';

export const Route = createFileRoute('/{-$locale}/web3')({
  component: Web3Page,
});
