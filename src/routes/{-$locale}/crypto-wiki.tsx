import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CryptoWikiPage } from '../../features/pages/content/ContentPages';

export const Route = createFileRoute('/{-$locale}/crypto-wiki')({
  head: () => ({ meta: [{ title: t`Crypto wiki` }] }),
  component: CryptoWikiPage,
});
