import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/pages/legal/CompanyPages';

export const Route = createFileRoute('/{-$locale}/about-us')({
  head: () => ({ meta: [{ title: t`About us` }] }),
  component: AboutPage,
});
