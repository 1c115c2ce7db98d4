import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { BlogPage } from '../../../features/pages/content/ContentPages';

export const Route = createFileRoute('/{-$locale}/blog/')({
  head: () => ({ meta: [{ title: t`Blog` }] }),
  component: BlogPage,
});
