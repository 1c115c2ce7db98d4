import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { NewsPage } from '../../../pages/content/ContentPages';
import { withTitle } from '../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/news/')({
  component: withTitle(msg`Crypto news`, NewsPage),
});
