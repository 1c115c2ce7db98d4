/**
 * The policy-driven overlays, by id: each folder of src/overlays/policy declares its own in its
 * index.ts (`definePolicyOverlay`, src/overlays/registry/policy.ts), found here by a glob, so adding one
 * edits no host. Eager: the declarations and their machines come with the screen host's chunk (as
 * each machine did before the registry); the components stay lazy.
 */
import { collectPolicyOverlays } from '../registry/policy';

export const POLICY_OVERLAYS = collectPolicyOverlays(import.meta.glob('../policy/*/index.ts', { eager: true, import: 'overlay' }));
