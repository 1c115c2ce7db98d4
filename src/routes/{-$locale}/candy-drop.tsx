import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CandyDropPage } from '../../features/pages/earn/CandyDropPage';

export const Route = createFileRoute('/{-$locale}/candy-drop')({
  head: () => ({ meta: [{ title: t`CandyDrop` }] }),
  component: CandyDropPage,
});
