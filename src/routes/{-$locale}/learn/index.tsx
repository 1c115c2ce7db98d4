import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LearnPage } from '../../../features/pages/content/ContentPages';

export const Route = createFileRoute('/{-$locale}/learn/')({
  head: () => ({ meta: [{ title: t`Learn crypto` }] }),
  component: LearnPage,
});
