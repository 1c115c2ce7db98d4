import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Header } from '../../shell/header';
import { withExtrasCatalog } from '../../i18n/catalogs';
import { useSite } from '../../site/site';
import { useRiseFall } from '../../theme/theme';
import { useLocale } from '../../i18n/useLocale';
import { useDecision } from '../../facts';
import { setOverlayPreloader, useCurrentOverlay } from '../../overlays/requests';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { AfterFirstPaint } from '../../ui/AfterFirstPaint';
import { useOnline } from '../../lib/browser/useOnline';
import { BarSpace, useReservedBars } from '../../overlays/host/BarSpace';
import './shell.css';

// Demo and dev only: in production VITE_DEMO is the literal false, so this import and its chunk
// disappear from the build (test.sh checks dist/ for the panel's marker string).
const DecisionsPanel = import.meta.env.VITE_DEMO
  ? lazy(() => import('../demo/DecisionsPanel'))
  : null;

// The user-opened overlays' host: loaded with the first overlay asked for (its chunk and the
// overlay's load in parallel).
const loadOverlayHost = () => import('../../overlays/host/OverlayHost');
const OverlayHost = lazy(() => loadOverlayHost().then((m) => ({ default: m.OverlayHost })));
// A button about to open an overlay warms the host and that overlay's chunk.
setOverlayPreloader((kind) => loadOverlayHost().then((m) => m.loadOverlay(kind)));

// The policy-driven overlays (bars first): loaded only once the engine gives one a slot.
const ScreenOverlays = lazy(() => import('../../overlays/host/ScreenOverlays').then((m) => ({ default: m.ScreenOverlays })));

// The compliance redirect and the analytics configuration: after the first paint.
const ShellEffects = lazy(() => import('./ShellEffects'));

// The live region for toasts: nothing to show at first paint (a toast follows a user action).
const ToastRegion = lazy(() => import('../../ui/overlay/Toast').then((m) => ({ default: m.ToastRegion })));

// While the browser is offline (the service worker's cached shell, SPEC section 7): its own
// chunk, precached by the worker (vite.config.ts), so it shows with no network.
const OfflineNotice = lazy(() =>
  withExtrasCatalog(() => import('../../shell/offline'))().then((m) => ({ default: m.OfflineNotice })),
);

// Below the fold on every page (main is at least a viewport tall): its own chunk, loaded after
// the first paint.
const Footer = lazy(() =>
  withExtrasCatalog(() => import('../../shell/footer'))().then((m) => ({ default: m.Footer })),
);

/**
 * The shared layout of every page (SPEC section 2, shell): skip link, header, the page, footer,
 * the user-opened overlays (registration modal, deposit drawer), toasts, and in demo builds the
 * Decisions panel. It also puts the rise/fall colour class on <body> (SPEC section 4, theme).
 */
export function AppShell({ children }: { children: ReactNode }) {
  const site = useSite();
  const locale = useLocale();
  const { t } = useLingui();
  const overlayRequested = useCurrentOverlay() !== null;
  const online = useOnline();
  const slots = useDecision('screen')?.slots;
  // Mounted with the first holder of any slot, and kept: a dialog whose own exposure record
  // flipped its decision stays until the visitor closes it (the screen machine decides that).
  const wantsScreen = slots !== undefined && Object.values(slots).some((holders) => holders.length > 0);
  const [screenMounted, setScreenMounted] = useState(false);
  if (wantsScreen && !screenMounted) setScreenMounted(true);
  // The bars' space boot reserved (./reservedBars.ts), kept until the engine has decided: then
  // only for the bars it did put in the stack, until they have drawn (ScreenOverlays).
  const reserved = useReservedBars(slots === undefined ? undefined : (slots.bars ?? []).map((holder) => holder.id));
  const siteName = site.name;
  const title = t`${siteName} | Buy, sell and trade crypto`;
  useRiseFall(locale, true);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t`Skip to content`}
      </a>
      {screenMounted && slots !== undefined ? (
        <Suspense fallback={<BarSpace ids={reserved} />}>
          <ScreenOverlays slots={slots} reserved={reserved} />
        </Suspense>
      ) : (
        <BarSpace ids={reserved} />
      )}
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <ShellEffects />
        </Suspense>
      </AfterFirstPaint>
      <Header />
      <main id="main" className="app__main" tabIndex={-1}>
        {children}
      </main>
      <AfterFirstPaint>
        <ErrorBoundary>
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        </ErrorBoundary>
      </AfterFirstPaint>
      {overlayRequested && (
        <Suspense fallback={null}>
          <OverlayHost />
        </Suspense>
      )}
      {!online && (
        <ErrorBoundary>
          <Suspense fallback={null}>
            <OfflineNotice />
          </Suspense>
        </ErrorBoundary>
      )}
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <ToastRegion />
        </Suspense>
      </AfterFirstPaint>
      {DecisionsPanel !== null && (
        <Suspense fallback={null}>
          <DecisionsPanel />
        </Suspense>
      )}
    </div>
  );
}
