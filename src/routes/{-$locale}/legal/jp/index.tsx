import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { JapanLegalIndexPage } from '../../../../features/pages/legal/JapanLegalPages';

export const Route = createFileRoute('/{-$locale}/legal/jp/')({
  head: () => ({ meta: [{ title: t`Disclosures (Japan)` }] }),
  component: JapanLegalIndexPage,
});
