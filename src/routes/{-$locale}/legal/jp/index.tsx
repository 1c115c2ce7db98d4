import { createFileRoute } from '@tanstack/react-router';
import { JapanLegalIndexPage } from '../../../../pages/legal/JapanLegalPages';

export const Route = createFileRoute('/{-$locale}/legal/jp/')({
  component: JapanLegalIndexPage,
});
