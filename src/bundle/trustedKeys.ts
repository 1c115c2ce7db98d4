/**
 * The public keys a hot config bundle must be signed by (./signature.ts, docs/hot-config.md).
 * Public halves only: the production private key lives in the release pipeline's secret store
 * (a CI secret or an HSM), never in this repository.
 *
 * Rotation: add the new key here beside the old one and ship that release; once it is out, sign
 * with the new key; a later release drops the old one.
 */
import type { PublicJwk } from './signature';

/** Trusted by every build. */
export const PRODUCTION_KEYS: readonly PublicJwk[] = [
  // config-bundle-2026-11 (key id kbG4CMrg2Mk8vKGrgcULSrK6XkR-d0vxoeIPyHDsWkA), made with `policy
  // keygen` on 2026-11-29. Its private half is not in this repository: it was handed to the key
  // owner for the release pipeline's secret store (docs/hot-config.md, "Keys"), which gives it to
  // `npm run release` as CONFIG_SIGNING_KEY or CONFIG_SIGNING_KEY_FILE.
  { kty: 'EC', crv: 'P-256', x: 'w7sNzsAFMraWarTgE5dm1BHpfCOfbhx09Fvj6mFgtrA', y: 'bgE_wPdUw-WclkVwGt_gXqUkoKI0L8p-A_IvqB0BjSE' },
];

/**
 * The demo's key, trusted by demo builds only (`import.meta.env.VITE_DEMO`): its private half is
 * a fixture (src/mocks/config-bundle/demoSigningKey.ts) with which the mocked backend signs the bundles it
 * publishes. A production build never trusts it.
 */
export const DEMO_KEY: PublicJwk = { kty: 'EC', crv: 'P-256', x: '1cYn63E8j5g9GBmqbRXQ1drzf-1D5muGONdpCq_zReM', y: 'TEzKx2ea1pvtR7prulZOHXdZBCnZBRTGoxpAREMU2pg' };
