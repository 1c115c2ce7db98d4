import { createFileRoute } from '@tanstack/react-router';
import { CryptoWikiPage } from '../../features/content/ContentPages';

export const Route = createFileRoute('/{-$locale}/crypto-wiki')({
  component: CryptoWikiPage,
});
