import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LearnPage } from '../../../pages/content/ContentPages';
import { withTitle } from '../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/learn/')({
  component: withTitle(msg`Learn crypto`, LearnPage),
});
