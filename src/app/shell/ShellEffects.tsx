/**
 * What the shell does without drawing anything, loaded after the first paint (its own chunk):
 * the compliance redirect (it waits for the engine, which loads lazily anyway) and the analytics
 * configuration (events come from lazy overlays and pages); and the chatroom widget, where the
 * engine makes it available; the referral cookies a URL's ref code earns; and the device
 * fingerprint cookie; where coin icons come from; and, inside the native app, its links to
 * native screens.
 */
import { Suspense, useEffect } from 'react';
import { configureAnalytics } from '../../analytics/config';
import { ComplianceRedirect } from '../../features/compliance';
import { Chatroom } from '../../features/chatroom';
import { ReferralCookies } from '../../features/referralCookies';
import { DeviceFingerprint } from '../../features/deviceFingerprint';
import { NativeLinks } from '../../features/nativeApp';
import { CoinIconSource } from '../../features/coinIcons';
import { inAppAtom, useDecision } from '../../facts';
import { useAtomValue } from 'jotai';
import { AppErrorBoundaryQuiet } from './QuietBoundary';
import { useSite } from '../../site/site';

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
      <ComplianceRedirect />
      <ReferralCookies />
      <DeviceFingerprint />
      <CoinIconSource />
      {inApp && <NativeLinks />}
      {chatroom?.available && miniApps === true && (
        <AppErrorBoundaryQuiet>
          <Suspense fallback={null}>
            <Chatroom autoOpen={chatroom.autoOpen} />
          </Suspense>
        </AppErrorBoundaryQuiet>
      )}
    </>
  );
}
