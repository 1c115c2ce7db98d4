import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { FeePage } from '../../features/pages/legal/CompanyPages';

export const Route = createFileRoute('/{-$locale}/fee')({
  head: () => ({ meta: [{ title: t`Fee schedule` }] }),
  component: FeePage,
});
