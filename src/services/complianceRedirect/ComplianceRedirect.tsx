import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useDecision } from '../../facts';
import { useLocalizedPath } from '../../site/useLocalizedPath';

/** SPEC section 2: the restricted-region page. */
const RESTRICTED_PATH = '/state_compliance_tips';

/**
 * The compliance redirect (SPEC section 4; policies/complianceRedirect.json): `restricted` sends
 * the visitor to the restricted page, in the page's locale, replacing the history entry (Back
 * must not bounce them into the redirect again). `tips` is the tips modal's (complianceTips);
 * the restricted page itself is never redirected away from (the policy says so). Renders nothing.
 */
export function ComplianceRedirect() {
  const decision = useDecision('complianceRedirect');
  const router = useRouter();
  const localize = useLocalizedPath();
  useEffect(() => {
    if (decision !== 'restricted') return;
    // The policy never says 'restricted' there, but its fail-safe value (onError) does on any
    // page: the restricted page itself stays put.
    const here = router.state.location.pathname;
    if (here === RESTRICTED_PATH || here.endsWith(RESTRICTED_PATH)) return;
    void router.navigate({ href: localize(RESTRICTED_PATH), replace: true });
  }, [decision, router, localize]);
  return null;
}
