import { createFileRoute } from '@tanstack/react-router';
import { ConverterPage } from '../../pages/markets/ConverterPage';

export const Route = createFileRoute('/{-$locale}/converter')({
  component: ConverterPage,
});
