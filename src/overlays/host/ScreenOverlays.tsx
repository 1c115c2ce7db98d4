/**
 * The policy-driven overlays on screen: what the engine's `screen` decision gives each slot
 * (policies/screen.json): the bar stack above the header, the one modal dialog, the toast and the
 * banner at the foot of the page. One screen machine (src/overlays/machines/screen.machine.ts)
 * owns a child actor per overlay holding a slot, from the machine its folder's index.ts declares
 * (./policyOverlays.ts); the overlay's component (lazy) draws its child. Loaded only when the
 * screen has a holder: a visitor with no overlay downloads none.
 */
import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useAtomValue, useStore } from 'jotai';
import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { AnyActorRef } from 'xstate';
import { engineAtom, factsAtom } from '../../facts';
import { useStorageWrite } from '../../facts/useStorageWrite';
import { trackOverlay } from '../../analytics';
import { overlayRequestAtom } from '../requests';
import { screenMachine, type ScreenEffects, type ScreenHolder } from '../machines/screen.machine';
import { useSite } from '../../site/site';
import { useLocalizedPath } from '../../site/useLocalizedPath';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { BarSpaceItem } from './BarSpace';
import { POLICY_OVERLAYS } from './policyOverlays';
import { pageModalOpen, subscribePageModals } from '../../lib/browser/pageModals';

/** Each policy-driven overlay's machine, by overlay id (its folder's declaration). */
const LOGICS = Object.fromEntries(Object.values(POLICY_OVERLAYS).map((overlay) => [overlay.id, overlay.machine]));

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

/** Slots whose holder stays until it closes (policies/screen.json `keep`). */
function keptSlots(engine: { bundle: { policies: readonly { kind: string; slots?: ReadonlyArray<{ id: string; keep?: string }> }[] } } | null): string[] {
  const screen = engine?.bundle.policies.find((policy) => policy.kind === 'screen');
  return (screen?.slots ?? []).filter((slot) => slot.keep === 'untilClosed').map((slot) => slot.id);
}

export function ScreenOverlays({
  slots,
  reserved = [],
}: {
  slots: Readonly<Record<string, readonly ScreenHolder[]>>;
  /** Bars whose space boot reserved (./BarSpace.tsx): kept until each has drawn once. */
  reserved?: readonly string[];
}) {
  const router = useRouter();
  const localize = useLocalizedPath();
  const write = useStorageWrite();
  const store = useStore();
  const site = useSite();
  // The children keep one effects object for their life; it calls the latest router, locale
  // and storage writer (a locale switch must not leave a bar navigating in the old language).
  const latest = useRef<ScreenEffects | null>(null);
  useLayoutEffect(() => {
    latest.current = {
      // Targets were judged by the URL policy in the view: a same-site path, or an https URL of
      // one of this site's hosts (which leaves the app).
      navigate: (path) => {
        if (!/^https:\/\//i.test(path)) {
          void router.navigate({ href: localize(path) });
          return;
        }
        // In the demo and dev one origin plays every site: a link to this site's own domain
        // stays in the app (as leaving for another site does, with ?site=).
        const url = new URL(path);
        if (import.meta.env.VITE_DEMO && site.anti.concat(site.webSiteDomain).includes(url.hostname)) {
          void router.navigate({ href: localize(`${url.pathname}${url.search}`) });
          return;
        }
        window.location.assign(path);
      },
      write,
      goToSite,
      reload: () => window.location.reload(),
      record: (id, moment, variant) => {
        const engine = store.get(engineAtom);
        if (engine) write(...engine.exposures(id, store.get(factsAtom), moment, variant));
        trackOverlay(id, moment, variant);
      },
    };
  }, [router, localize, write, store, site]);
  const [effects] = useState<ScreenEffects>(() => ({
    navigate: (path) => latest.current?.navigate(path),
    write: (...writes) => latest.current?.write(...writes),
    goToSite: (site, path) => latest.current?.goToSite(site, path),
    reload: () => latest.current?.reload(),
    record: (id, moment, variant) => latest.current?.record(id, moment, variant),
  }));
  const [keep] = useState(() => keptSlots(store.get(engineAtom)));
  const screen = useActorRef(screenMachine, { input: { logics: LOGICS, effects, keep } });
  const children = useSelector(screen, (snapshot) => snapshot.context.children);
  const placed = useSelector(screen, (snapshot) => snapshot.context.placed);

  // At most one modal dialog (DESIGN): while the visitor has a dialog of their own open (the
  // registration modal, a drawer, the share modal), a policy dialog that does not hold the slot
  // yet waits for it to close instead of opening over it.
  // The same for a page's own modal (a transfer, a close confirmation, the markets sheet).
  const pageModal = useSyncExternalStore(subscribePageModals, pageModalOpen, () => false);
  const userOverlayOpen = useAtomValue(overlayRequestAtom) !== null || pageModal;
  const holders = useMemo(
    () =>
      Object.entries(slots).flatMap(([slot, list]) =>
        list.filter((holder) => !(userOverlayOpen && slot === 'dialog' && !(holder.id in screen.getSnapshot().context.placed))).map((holder) => ({ ...holder, slot })),
      ),
    [slots, userOverlayOpen, screen],
  );
  useEffect(() => {
    screen.send({ type: 'screen.decided', holders });
  }, [screen, holders]);

  // Reserved bars that have been placed once: from then on the bar's own life decides (a closed
  // bar leaves no space behind).
  const [drawn, setDrawn] = useState<readonly string[]>([]);
  const newlyPlaced = Object.entries(placed)
    .filter(([id, holder]) => holder.slot === 'bars' && !drawn.includes(id))
    .map(([id]) => id);
  if (newlyPlaced.length > 0) setDrawn([...drawn, ...newlyPlaced]);
  const spaceFor = (id: string) => (reserved.includes(id) ? <BarSpaceItem id={id} /> : null);

  const render = (slot: string) => {
    // The bar stack also holds, in their places, the reserved bars not placed yet.
    const waiting =
      slot === 'bars' ? (slots.bars ?? []).map((holder) => holder.id).filter((id) => reserved.includes(id) && !drawn.includes(id) && !(id in placed)) : [];
    const ids = [
      ...Object.entries(placed)
        .filter(([, holder]) => holder.slot === slot)
        .map(([id]) => id),
      ...waiting,
    ];
    return (
      ids
        // The bar stack keeps the policy's order.
        .sort((a, b) => order(slot, a) - order(slot, b))
        .map((id) => {
          const holder = placed[id];
          if (!holder) return <BarSpaceItem key={`space-${id}`} id={id} />;
          const overlay = POLICY_OVERLAYS[id];
          const actor: AnyActorRef | undefined = children[id];
          if (!overlay || !actor) return null;
          const { Component } = overlay;
          return (
            <ErrorBoundary key={id}>
              <Suspense fallback={slot === 'bars' ? spaceFor(id) : null}>
                <Component actor={actor} {...(holder.variant ? { variant: holder.variant } : {})} />
              </Suspense>
            </ErrorBoundary>
          );
        })
    );
  };
  const order = (slot: string, id: string) => {
    const index = (slots[slot] ?? []).findIndex((holder) => holder.id === id);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };

  return (
    <>
      <div className="screen-bars" data-testid="screen-bars">
        {render('bars')}
      </div>
      {render('dialog')}
      <div className="screen-toasts">{render('toasts')}</div>
      <div className="screen-banners">{render('banners')}</div>
      {render('promo')}
    </>
  );
}
