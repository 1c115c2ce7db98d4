/**
 * The policy-driven overlays on screen: what the engine's `screen` decision gives each slot
 * (policies/screen.json). One screen machine (src/machines/screen.machine.ts) owns a child actor
 * per overlay holding a slot; each overlay's component (lazy, from its folder's index) draws its
 * child. Loaded only when the screen has a holder: a visitor with no overlay downloads none of it.
 */
import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import type { AnyActorLogic, AnyActorRef } from 'xstate';
import { AppDownloadBar, appDownloadBarMachine } from '../../features/appDownloadBar';
import { KycBar, kycBarMachine } from '../../features/kycBar';
import { RegionBar, regionBarMachine } from '../../features/regionBar';
import { useStorageWrite } from '../../facts/useStorageWrite';
import { screenMachine, type ScreenEffects, type ScreenHolder } from '../../machines/screen.machine';
import { useLocalizedPath } from '../../site/useLocalizedPath';
import { AppErrorBoundaryQuiet } from './QuietBoundary';

/** Each overlay with a machine of its own: its logic and its component, by overlay id. */
const OVERLAYS: Record<string, { logic: AnyActorLogic; Component: ComponentType<{ actor: never }> }> = {
  appDownloadBar: { logic: appDownloadBarMachine, Component: AppDownloadBar },
  regionBar: { logic: regionBarMachine, Component: RegionBar },
  kycBar: { logic: kycBarMachine, Component: KycBar },
};
const LOGICS = Object.fromEntries(Object.entries(OVERLAYS).map(([id, overlay]) => [id, overlay.logic]));

/**
 * Leaving for another regional site: its own domain in production; in the demo and dev, where
 * one server plays every site, the same origin with `?site=<sub_website_id>`.
 */
function goToSite(site: { id: number; webSiteDomain: string }, path: string): void {
  if (import.meta.env.VITE_DEMO) {
    window.location.assign(`${path}${path.includes('?') ? '&' : '?'}site=${site.id}`);
    return;
  }
  window.location.assign(`https://${site.webSiteDomain}${path}`);
}

export function ScreenOverlays({ bars }: { bars: readonly ScreenHolder[] }) {
  const router = useRouter();
  const localize = useLocalizedPath();
  const write = useStorageWrite();
  // The children keep one effects object for their life; it calls the latest router, locale
  // and storage writer (a locale switch must not leave a bar navigating in the old language).
  const latest = useRef<ScreenEffects>({ navigate: () => undefined, write: () => undefined, goToSite });
  useLayoutEffect(() => {
    latest.current = { navigate: (path) => void router.navigate({ href: localize(path) }), write, goToSite };
  }, [router, localize, write]);
  const [effects] = useState<ScreenEffects>(() => ({
    navigate: (path) => latest.current.navigate(path),
    write: (...writes) => latest.current.write(...writes),
    goToSite: (site, path) => latest.current.goToSite(site, path),
  }));
  const screen = useActorRef(screenMachine, { input: { logics: LOGICS, effects } });
  const children = useSelector(screen, (snapshot) => snapshot.context.children);

  useEffect(() => {
    screen.send({ type: 'screen.decided', holders: bars });
  }, [screen, bars]);

  return (
    <div className="screen-bars" data-testid="screen-bars">
      {bars.map((holder) => {
        const overlay = OVERLAYS[holder.id];
        const actor: AnyActorRef | undefined = children[holder.id];
        if (!overlay || !actor) return null;
        const { Component } = overlay;
        return (
          <AppErrorBoundaryQuiet key={holder.id}>
            <Suspense fallback={null}>
              <Component actor={actor as never} />
            </Suspense>
          </AppErrorBoundaryQuiet>
        );
      })}
    </div>
  );
}
