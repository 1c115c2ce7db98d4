/**
 * The demo's config-bundle signing key: the PRIVATE half, a
 * fixture with which the mocked backend (./configBundle.ts) and the tests sign bundles. Its public
 * half is DEMO_KEY in src/bundle/trustedKeys.ts, trusted by demo builds only; the production build
 * neither trusts it nor contains this file (scripts/test.sh greps dist/ for its kid).
 */
import type { Jwk } from '../../bundle/signature';

export const DEMO_SIGNING_KEY: Jwk = {
  // The marker scripts/test.sh looks for in dist/ (Web Crypto ignores a JWK's kid).
  kid: 'demo-only:config-signing-key',
  kty: 'EC',
  crv: 'P-256',
  x: '1cYn63E8j5g9GBmqbRXQ1drzf-1D5muGONdpCq_zReM',
  y: 'TEzKx2ea1pvtR7prulZOHXdZBCnZBRTGoxpAREMU2pg',
  d: 'piMiNfnma3oNo3JFbCH8YMJZqonEWRwlWpwXF4EBm5w',
};
