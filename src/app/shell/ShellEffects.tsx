/**
 * What the shell does without drawing anything, loaded after the first paint (its own chunk):
 * the compliance redirect (it waits for the engine, which loads lazily anyway) and the analytics
 * configuration (events come from lazy overlays and pages); and the chatroom widget, where the
 * engine makes it available; the referral cookies a URL's ref code earns; and the device
 * fingerprint cookie.
 */
import { Suspense, useEffect } from 'react';
import { configureAnalytics } from '../../analytics/config';
import { ComplianceRedirect } from '../../features/compliance';
import { Chatroom } from '../../features/chatroom';
import { ReferralCookies } from '../../features/referralCookies';
import { DeviceFingerprint } from '../../features/deviceFingerprint';
import { useDecision } from '../../facts';
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
  return (
    <>
      <ComplianceRedirect />
      <ReferralCookies />
      <DeviceFingerprint />
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
