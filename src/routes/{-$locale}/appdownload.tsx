import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AppDownloadPage } from '../../features/pages/misc/MiscPages';

export const Route = createFileRoute('/{-$locale}/appdownload')({
  head: () => ({ meta: [{ title: t`Download the app` }] }),
  component: AppDownloadPage,
});
