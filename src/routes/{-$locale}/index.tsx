import { createFileRoute } from '@tanstack/react-router';
import { HomeHero } from '../../pages/home/HomeHero';

export const Route = createFileRoute('/{-$locale}/')({
  component: HomeHero,
});
