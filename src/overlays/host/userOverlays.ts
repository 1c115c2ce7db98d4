/**
 * The user-opened overlays, by the request kind that opens them (src/overlays/requests.ts): each
 * folder of src/overlays/user lists its own in its index.ts (`defineUserOverlay`,
 * src/overlays/registry/user.ts), found here by a glob, so adding one edits no host. Eager: the
 * declarations come with the host's chunk; the components stay lazy.
 */
import { collectUserOverlays } from '../registry/user';

export const USER_OVERLAYS = collectUserOverlays(import.meta.glob('../user/*/index.ts', { eager: true, import: 'overlays' }));
