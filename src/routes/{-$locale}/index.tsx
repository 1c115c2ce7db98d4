import { createFileRoute } from '@tanstack/react-router';
import { HomeHero } from '../../features/home/HomeHero';

export const Route = createFileRoute('/{-$locale}/')({
  component: HomeHero,
});
