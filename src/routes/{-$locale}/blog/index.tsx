import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { BlogPage } from '../../../pages/content/ContentPages';
import { withTitle } from '../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/blog/')({
  component: withTitle(msg`Blog`, BlogPage),
});
