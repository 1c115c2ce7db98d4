import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MediaKitPage } from '../../pages/legal/MediaKitPage';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/media-kit')({
  component: withTitle(msg`Media kit`, MediaKitPage),
});
