/**
 * What the shell does without drawing anything, loaded after the first paint (its own chunk):
 * the compliance redirect (it waits for the engine, which loads lazily anyway) and the analytics
 * configuration (events come from lazy overlays and pages).
 */
import { useEffect } from 'react';
import { configureAnalytics } from '../../analytics/config';
import { ComplianceRedirect } from '../../features/compliance';
import { useSite } from '../../site/site';

export default function ShellEffects() {
  const site = useSite();
  // SPEC section 7: events go only where the site's bigData flag allows.
  useEffect(() => {
    configureAnalytics({ enabled: site.bigData, site: site.id, collectId: site.collectId });
  }, [site]);
  return <ComplianceRedirect />;
}
