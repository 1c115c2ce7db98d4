import { createFileRoute } from '@tanstack/react-router';
import { CandyDropPage } from '../../pages/earn/CandyDropPage';

export const Route = createFileRoute('/{-$locale}/candy-drop')({
  component: CandyDropPage,
});
