import { useLayoutEffect, useState, type RefObject } from 'react';

/** SPEC section 9: breakpoints of the chart area. */
export const CHART_MOBILE_MAX = 539;
export const CHART_TABLET_MAX = 992;

export type ChartSize = 'mobile' | 'tablet' | 'desktop';

function sizeClass(width: number): ChartSize {
  if (width <= CHART_MOBILE_MAX) return 'mobile';
  if (width <= CHART_TABLET_MAX) return 'tablet';
  return 'desktop';
}

/**
 * The chart's width class at SPEC's chart breakpoints: measured before the first paint (a phone's
 * toolbar must not first draw as a desk's and then re-flow: issue 15, no layout shift), then
 * observed.
 */
export function useChartSize(rootRef: RefObject<HTMLElement | null>): ChartSize {
  // A first guess from the window (a phone's chart is about as wide as its screen), so that the
  // measure below changes nothing on a phone: a state change in a layout effect re-renders the
  // chart synchronously inside the commit that mounts the trading screen (issue 15).
  const [size, setSize] = useState<ChartSize>(() => sizeClass(typeof window === 'undefined' ? Infinity : window.innerWidth));
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    setSize(sizeClass(root.getBoundingClientRect().width));
    const observer = new ResizeObserver(([entry]) => entry && setSize(sizeClass(entry.contentRect.width)));
    observer.observe(root);
    return () => observer.disconnect();
  }, [rootRef]);
  return size;
}
