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
  // config-bundle-2026-11, generated with `policy keygen` as a PLACEHOLDER: its private half was not
  // kept, so until the key owner replaces this with the public half of the release pipeline's key
  // (docs/hot-config.md, "Keys"), a production build refuses every hot bundle (the safe default).
  { kty: 'EC', crv: 'P-256', x: 'EIkjFLdJdt-X0fXA0cICxOlUZc3q2ZuMqjkUMpBorKw', y: 'WSdSALll0erVD8p9lY1eevjG-BcPt_8h8SA6JA2T--A' },
];

/**
 * The demo's key, trusted by demo builds only (`import.meta.env.VITE_DEMO`): its private half is
 * a fixture (src/mocks/config-bundle/demoSigningKey.ts) with which the mocked backend signs the bundles it
 * publishes. A production build never trusts it.
 */
export const DEMO_KEY: PublicJwk = { kty: 'EC', crv: 'P-256', x: '1cYn63E8j5g9GBmqbRXQ1drzf-1D5muGONdpCq_zReM', y: 'TEzKx2ea1pvtR7prulZOHXdZBCnZBRTGoxpAREMU2pg' };
