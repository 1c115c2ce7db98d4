/**
 * Feeds the browser's own facts into the atoms: the route, the viewport width (at most once per
 * animation frame), the clock (every 30 s), storage written by other tabs, and the engine chunk
 * (loaded once the first paint is done); and, through <FactsFromApi/>, the server's answers.
 */
import { useRouterState } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { clockOffsetAtom, nativeAppAtom, nowAtom, routeAtom, storageAtom, viewportWidthAtom } from './atoms';
import { engineAtom, loadEngineInto } from './decisions';
import { readStorageSnapshot, watchStorage } from './storage';


const CLOCK_TICK_MS = 30_000;

/** The API layer (client, validators, queries) is its own chunk: the first paint never waits for it. */
const FactsFromApi = lazy(() => import('./FactsFromApi').then((m) => ({ default: m.FactsFromApi })));

export function FactsSources() {
  const setRoute = useSetAtom(routeAtom);
  const setWidth = useSetAtom(viewportWidthAtom);
  const setNow = useSetAtom(nowAtom);
  const setStorage = useSetAtom(storageAtom);
  const setEngine = useSetAtom(engineAtom);
  const setClockOffset = useSetAtom(clockOffsetAtom);
  const setApp = useSetAtom(nativeAppAtom);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const search = useRouterState({ select: (s) => s.location.searchStr });

  useEffect(() => {
    setRoute({ pathname, search });
  }, [pathname, search, setRoute]);

  useEffect(() => {
    let frame = 0;
    // The width may have changed since boot read it (a resize or rotation while this chunk
    // loaded, before the listener below existed): read it now, then follow it.
    setWidth(window.innerWidth);
    const onResize = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setWidth(window.innerWidth);
      });
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [setWidth]);

  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => window.clearInterval(id);
  }, [setNow]);

  useEffect(() => {
    return watchStorage(() => setStorage(readStorageSnapshot()));
  }, [setStorage]);

  // Demo and dev only: `?now=<ISO time>` runs the facts' clock from that time (the dev panel's
  // clock), set before the engine decides anything. Production builds drop this block.
  useEffect(() => {
    if (!import.meta.env.VITE_DEMO) return;
    const raw = new URLSearchParams(window.location.search).get('now');
    const at = raw === null ? Number.NaN : Date.parse(raw);
    if (!Number.isFinite(at)) return;
    const real = Date.now();
    setNow(real);
    setClockOffset(at - real);
  }, [setNow, setClockOffset]);

  useEffect(() => {
    let cancelled = false;
    loadEngineInto((engine, app) => {
      if (cancelled) return;
      setApp(app);
      setEngine(engine);
    }).catch((error: unknown) => console.error('the policy engine failed to load; overlays stay hidden', error));
    return () => {
      cancelled = true;
    };
  }, [setEngine, setApp]);

  return (
    <Suspense fallback={null}>
      <FactsFromApi />
    </Suspense>
  );
}
