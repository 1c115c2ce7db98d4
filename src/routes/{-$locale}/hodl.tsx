import { createFileRoute } from '@tanstack/react-router';
import { HodlPage } from '../../features/pages/earn/HodlPage';

export const Route = createFileRoute('/{-$locale}/hodl')({
  component: HodlPage,
});
