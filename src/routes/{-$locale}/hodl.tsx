import { createFileRoute } from '@tanstack/react-router';
import { HodlPage } from '../../pages/earn/HodlPage';

export const Route = createFileRoute('/{-$locale}/hodl')({
  component: HodlPage,
});
