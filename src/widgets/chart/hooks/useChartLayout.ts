/**
 * The chart's layout (resolution, indicators, layers, pane sizes, background): read from IndexedDB
 * once per layout key, reset to the theme's background when the theme switches under it, and saved
 * back from a ready chart (SPEC section 4).
 */
import { useEffect, useEffectEvent, useState } from 'react';
import type { ChartController } from '../ChartController';
import type { ChartStatus } from './useChartBars';
import { defaultLayout, forTheme, loadLayout, saveLayout, type ChartLayout, type ChartTheme } from '../layoutStore';

/** The layout with a chosen background, or without one (the theme's default). */
function withBackground(layout: ChartLayout, background: string | undefined): ChartLayout {
  const next = { ...layout };
  if (background === undefined) delete next.background;
  else next.background = background;
  return next;
}

export interface ChartLayoutState {
  /** Null until the saved layout (or the default) is known. */
  layout: ChartLayout | null;
  /** Changes some fields of a known layout (none before it is known). */
  update: (change: Partial<ChartLayout>) => void;
  /** A chosen background, or undefined for the theme's default. */
  setBackground: (background: string | undefined) => void;
}

export function useChartLayout(layoutKey: string, theme: ChartTheme): ChartLayoutState {
  const [layout, setLayout] = useState<ChartLayout | null>(null);
  // SPEC section 5: a background equal to another theme's default resets to this theme's, when the
  // layout is read back (layoutStore.loadLayout) and when the theme switches under it.
  const [layoutTheme, setLayoutTheme] = useState(theme);
  if (layoutTheme !== theme) {
    setLayoutTheme(theme);
    if (layout) setLayout(forTheme(layout, theme));
  }

  // The saved layout first (IndexedDB answers in milliseconds; a second is the most we wait). The
  // theme only picks the background reset: reading once per key, with the theme of that moment.
  const readSaved = useEffectEvent((key: string) => loadLayout(key, theme));
  useEffect(() => {
    let live = true;
    // Nothing saved: the default layout.
    const fresh = defaultLayout;
    const fallback = setTimeout(() => live && setLayout((current) => current ?? fresh()), 1000);
    void readSaved(layoutKey).then((saved) => {
      if (live) setLayout((current) => current ?? saved ?? fresh());
    });
    return () => {
      live = false;
      clearTimeout(fallback);
    };
  }, [layoutKey]);

  return {
    layout,
    update: (change) => setLayout((current) => (current ? { ...current, ...change } : current)),
    setBackground: (background) => setLayout((current) => (current ? withBackground(current, background) : current)),
  };
}

/**
 * Autosave: only from a ready chart (SPEC section 4), whenever the layout or the chart's state
 * changes; the returned function saves after a pane resize (a pointer released over the chart).
 * The pane sizes are the controller's, and are mirrored on the root (data-pane-sizes) for tests.
 */
export function useLayoutAutosave(options: {
  layoutKey: string;
  layout: ChartLayout | null;
  status: ChartStatus;
  controllerRef: { readonly current: ChartController | null };
  rootRef: { readonly current: HTMLElement | null };
}): () => void {
  const { layoutKey, layout, status, controllerRef, rootRef } = options;
  const save = () => {
    const controller = controllerRef.current;
    if (!layout || !controller) return;
    const paneSizes = controller.paneSizes();
    if (rootRef.current) rootRef.current.dataset.paneSizes = paneSizes.join(',');
    void saveLayout(layoutKey, { ...layout, paneSizes }, status === 'ready' && controller.isReady());
  };
  const onChange = useEffectEvent(save);
  useEffect(() => {
    onChange();
  }, [layout, status]);
  return save;
}
