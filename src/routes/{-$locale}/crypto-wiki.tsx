import { createFileRoute } from '@tanstack/react-router';
import { CryptoWikiPage } from '../../pages/content/ContentPages';

export const Route = createFileRoute('/{-$locale}/crypto-wiki')({
  component: CryptoWikiPage,
});
