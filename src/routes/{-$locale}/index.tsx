import { createFileRoute } from '@tanstack/react-router';
import { HomeHero } from '../../app/shell/HomeHero';

export const Route = createFileRoute('/{-$locale}/')({
  component: HomeHero,
});
