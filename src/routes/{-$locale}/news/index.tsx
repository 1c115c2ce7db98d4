import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { NewsPage } from '../../../features/pages/content/ContentPages';

export const Route = createFileRoute('/{-$locale}/news/')({
  head: () => ({ meta: [{ title: t`Crypto news` }] }),
  component: NewsPage,
});
