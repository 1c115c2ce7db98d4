import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AppDownloadPage } from '../../pages/marketing/AppDownloadPages';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/appdownload')({
  component: withTitle(msg`Download the app`, AppDownloadPage),
});
