import { createFileRoute } from '@tanstack/react-router';
import { JapanLegalIndexPage } from '../../../../features/legal/JapanLegalPages';

export const Route = createFileRoute('/{-$locale}/legal/jp/')({
  component: JapanLegalIndexPage,
});
