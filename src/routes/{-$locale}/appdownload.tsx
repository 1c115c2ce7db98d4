import { createFileRoute } from '@tanstack/react-router';
import { AppDownloadPage } from '../../features/marketing/AppDownloadPages';

export const Route = createFileRoute('/{-$locale}/appdownload')({
  component: AppDownloadPage,
});
