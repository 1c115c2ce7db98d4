import { createFileRoute } from '@tanstack/react-router';
import { AppDownloadPage } from '../../pages/marketing/AppDownloadPages';

export const Route = createFileRoute('/{-$locale}/appdownload')({
  component: AppDownloadPage,
});
