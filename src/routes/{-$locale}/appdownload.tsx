import { createFileRoute } from '@tanstack/react-router';
import { AppDownloadPage } from '../../features/pages/misc/MiscPages';

export const Route = createFileRoute('/{-$locale}/appdownload')({
  component: AppDownloadPage,
});
