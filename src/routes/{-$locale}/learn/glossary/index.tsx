import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { GlossaryPage } from '../../../../features/pages/content/MorePages';

export const Route = createFileRoute('/{-$locale}/learn/glossary/')({
  head: () => ({ meta: [{ title: t`Crypto glossary` }] }),
  component: GlossaryPage,
});
