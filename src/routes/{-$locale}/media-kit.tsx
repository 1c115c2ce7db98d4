import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MediaKitPage } from '../../features/pages/legal/CompanyPages';

export const Route = createFileRoute('/{-$locale}/media-kit')({
  head: () => ({ meta: [{ title: t`Media kit` }] }),
  component: MediaKitPage,
});
