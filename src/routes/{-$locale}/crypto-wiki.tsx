import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CryptoWikiPage } from '../../pages/content/ContentPages';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/crypto-wiki')({
  component: withTitle(msg`Crypto wiki`, CryptoWikiPage),
});
