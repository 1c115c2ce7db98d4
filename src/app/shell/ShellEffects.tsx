/**
 * What the shell does without drawing anything, loaded after the first paint (its own chunk):
 * the compliance redirect (it waits for the engine, which loads lazily anyway) and the analytics
 * configuration (events come from lazy overlays and pages); and the chatroom widget, where the
 * engine makes it available; the referral cookies a URL's ref code earns; and the device
 * fingerprint cookie; where coin icons come from; and, inside the native app, its links to
 * native screens; monitoring (Web Vitals, errors); the site's third-party scripts; and intent
 * preloading for same-site links (./IntentPreload.tsx).
 */
import { Suspense, useEffect } from 'react';
import { configureAnalytics } from '../../analytics/config';
import { configureMonitoring, reportCustom, reportError, startPageView, watchWebVitals } from '../../analytics/monitor';
import { useRouterState } from '@tanstack/react-router';
import { ComplianceRedirect } from '../../services/complianceRedirect';
import { Chatroom } from '../../shell/chatroom';
import { ReferralCookies } from '../../services/referralCookies';
import { DeviceFingerprint } from '../../services/deviceFingerprint';
import { NativeLinks } from '../../services/nativeApp';
import { CoinIconSource } from '../../widgets/coin-icons';
import { ThirdPartyScripts } from '../../services/thirdParty';
import { decisionErrorsAtom, engineAtom, inAppAtom, useDecision } from '../../facts';
import { useAtomValue } from 'jotai';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { IntentPreload } from './IntentPreload';
import { useSite } from '../../site/site';

/**
 * Monitoring (issue 15): where the site names a performance monitor and its bigData flag allows,
 * Web Vitals and uncaught errors are reported; each route change is a new page view (the custom
 * report budget starts again).
 */
function Monitoring() {
  const site = useSite();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    configureMonitoring({ enabled: site.bigData && Boolean(site.performanceMonitor), site: site.id, monitorId: site.performanceMonitor ?? '' });
    void watchWebVitals().catch(() => undefined);
  }, [site]);
  useEffect(() => {
    const onError = (event: ErrorEvent) => reportError(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  useEffect(() => startPageView(), [pathname]);
  // A page that failed to load or render (the route's error screen).
  const routeError = useRouterState({ select: (state) => state.matches.find((match) => match.status === 'error')?.error });
  useEffect(() => {
    if (routeError !== undefined && routeError !== null) reportError(routeError);
  }, [routeError]);
  // A decision that failed took its fail-safe value (issue 37): monitoring hears of each one.
  const decisionErrors = useAtomValue(decisionErrorsAtom);
  useEffect(() => {
    for (const error of decisionErrors) reportError(new Error(`decision ${error.decision} failed: ${error.message}`));
  }, [decisionErrors]);
  return null;
}

/** The manifest of the config bundle published since the build (the build's config names it). */
const CONFIG_MANIFEST_URL = import.meta.env.VITE_CONFIG_MANIFEST_URL ?? '/config-bundle/manifest.json';
let hotConfigChecked = false;

/**
 * Hot config (issue 16): once a page load, after the engine runs and the page has settled, look
 * for a newer config bundle; an accepted one runs from the next page view. Each outcome that
 * matters (accepted, rejected with its reason, a stored bundle refused at boot or that could not
 * run) is logged through the monitoring module; a rejection remembered from an earlier view is not
 * logged again.
 */
function HotConfig() {
  const engine = useAtomValue(engineAtom);
  useEffect(() => {
    if (!engine || hotConfigChecked) return;
    // Marked as checked when the timer fires, not before: an effect cleaned up within the second
    // (the engine replaced, the shell remounted) clears its timer, and the next run must start one.
    const timer = window.setTimeout(() => {
      if (hotConfigChecked) return;
      hotConfigChecked = true;
      // A page being left starts no more requests (and reports no outcome): its answers would
      // come to nobody, and the demo's mocked backend lets go of a page from its beforeunload on.
      const leaving = new AbortController();
      for (const event of ['beforeunload', 'pagehide']) window.addEventListener(event, () => leaving.abort(), { once: true });
      void (async () => {
        const [{ engineForThisView }, { checkForNewBundle }] = await Promise.all([import('../../bundle/browser'), import('../../bundle/hotConfig')]);
        const view = await engineForThisView();
        if (view.problem) reportCustom('config_bundle', { outcome: 'rejected', reason: 'stored', detail: view.problem });
        const outcome = await checkForNewBundle({ manifestUrl: CONFIG_MANIFEST_URL, current: view.sha256, currentVersion: view.version, signal: leaving.signal });
        if (leaving.signal.aborted) return;
        if (outcome.kind === 'accepted') reportCustom('config_bundle', { outcome: 'accepted', sha256: outcome.sha256, version: outcome.version, running: view.sha256 });
        if (outcome.kind === 'rejected') reportCustom('config_bundle', { outcome: 'rejected', reason: outcome.reason, detail: outcome.detail, sha256: outcome.sha256 ?? null, running: view.sha256 });
      })().catch((error: unknown) => reportError(error));
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [engine]);
  return null;
}

export default function ShellEffects() {
  const site = useSite();
  // SPEC section 7: events go only where the site's bigData flag allows.
  useEffect(() => {
    configureAnalytics({ enabled: site.bigData, site: site.id, collectId: site.collectId });
  }, [site]);
  // The chatroom widget where the engine makes it available (its chunk loads only then).
  const chatroom = useDecision('chatroom');
  // The chatroom is a mini-app: none on the test net (policies/miniApps.json).
  const miniApps = useDecision('miniApps');
  const inApp = useAtomValue(inAppAtom);
  return (
    <>
      <Monitoring />
      <HotConfig />
      <IntentPreload />
      <ThirdPartyScripts />
      <ComplianceRedirect />
      <ReferralCookies />
      <DeviceFingerprint />
      <CoinIconSource />
      {inApp && <NativeLinks />}
      {chatroom?.available && miniApps === true && (
        <ErrorBoundary>
          <Suspense fallback={null}>
            <Chatroom autoOpen={chatroom.autoOpen} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
