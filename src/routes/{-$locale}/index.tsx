import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { HomeHero } from '../../pages/home/HomeHero';
import { afterFirstPaint } from '../../lib/browser/afterFirstPaint';

// Home's live markets (issue 39): their own chunk, asked for once the first paint is done. The
// route imports the module itself (not the widget's index), so no other page's chunk carries it.
const HomeMarkets = lazy(() => afterFirstPaint().then(() => import('../../widgets/market-data/HomeMarkets')));

export const Route = createFileRoute('/{-$locale}/')({
  component: Home,
});

function Home() {
  return <HomeHero markets={HomeMarkets} />;
}
