import { createFileRoute } from '@tanstack/react-router';
import { HodlPage } from '../../features/earn/HodlPage';

export const Route = createFileRoute('/{-$locale}/hodl')({
  component: HodlPage,
});
