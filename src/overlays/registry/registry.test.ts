import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isValidElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadEngine, repoRoot } from '../../bundle/node';
import { POLICY_OVERLAYS } from '../host/policyOverlays';
import { USER_OVERLAYS } from '../host/userOverlays';
import { screenDialogMachine } from '../machines/screenDialog.machine';
import type { OverlayKind } from '../requests';
import { collectPolicyOverlays, definePolicyOverlay } from './policy';
import { collectUserOverlays, defineUserOverlay } from './user';

/** The overlays the engine's screen decision places, by id, with their slot (policies/screen.json, as the engine reads it). */
const engine = loadEngine();
const screen = engine.bundle.policies.find((policy) => policy.kind === 'screen');
const slotOf = Object.fromEntries((screen?.slots ?? []).flatMap((slot) => slot.overlays.map((id) => [id, slot.id])));
const policyIds = new Set(engine.bundle.policies.map((policy) => policy.id));

describe('the policy overlays registry (each folder of src/overlays/policy declares itself)', () => {
  it("has exactly the overlays the engine's screen decision places: a folder without a policy or a policy without a folder is named", () => {
    const registered = Object.keys(POLICY_OVERLAYS);
    expect({
      foldersWithoutPolicy: registered.filter((id) => !policyIds.has(id)),
      foldersTheScreenDoesNotPlace: registered.filter((id) => !(id in slotOf)),
      screenOverlaysWithoutFolder: Object.keys(slotOf).filter((id) => !(id in POLICY_OVERLAYS)),
    }).toEqual({ foldersWithoutPolicy: [], foldersTheScreenDoesNotPlace: [], screenOverlaysWithoutFolder: [] });
    expect(registered.sort()).toEqual(Object.keys(slotOf).sort());
    // Every folder is found (none left out by the glob).
    expect(registered.sort()).toEqual(readdirSync(join(repoRoot, 'src/overlays/policy')).sort());
  });

  it('each declares the slot policies/screen.json gives it', () => {
    const declared = Object.fromEntries(Object.values(POLICY_OVERLAYS).map((overlay) => [overlay.id, overlay.slot]));
    expect(declared).toEqual(slotOf);
  });

  it('a folder that declares nothing, or an overlay named unlike its folder, fails with the folder named', () => {
    const overlay = definePolicyOverlay({ id: 'kycBar', slot: 'bars', machine: screenDialogMachine, Component: () => null });
    expect(collectPolicyOverlays({ '../policy/kycBar/index.ts': overlay })).toEqual({ kycBar: overlay });
    expect(() => collectPolicyOverlays({ '../policy/newBar/index.ts': undefined })).toThrow(/\.\.\/policy\/newBar\/index\.ts does not declare its overlay .*id: 'newBar'/);
    expect(() => collectPolicyOverlays({ '../policy/newBar/index.ts': overlay })).toThrow(/declares "kycBar"; .* named by its id \("newBar"\)/);
  });
});

describe('the user overlays registry (each folder of src/overlays/user lists its own)', () => {
  it('answers every request kind, one overlay each', () => {
    const kinds = { registration: true, deposit: true, depositMethod: true, frequencyDialog: true, fundPassword: true, share: true } satisfies Record<OverlayKind, true>;
    expect(Object.keys(USER_OVERLAYS).sort()).toEqual(Object.keys(kinds).sort());
    for (const [kind, overlay] of Object.entries(USER_OVERLAYS)) expect(overlay.request).toBe(kind);
  });

  it("each id is the data-overlay of a component in its folder", () => {
    const folders = join(repoRoot, 'src/overlays/user');
    const sources = readdirSync(folders).flatMap((folder) =>
      readdirSync(join(folders, folder))
        .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
        .map((file) => readFileSync(join(folders, folder, file), 'utf8')),
    );
    for (const overlay of Object.values(USER_OVERLAYS)) expect(sources.some((source) => source.includes(`data-overlay="${overlay.id}"`)), overlay.id).toBe(true);
  });

  it('renders its component with the props its request gives, and nothing for another request', () => {
    const onClosed = vi.fn();
    const element = USER_OVERLAYS.registration?.render({ kind: 'registration', mode: 'signup', returnFocus: null }, onClosed);
    expect(isValidElement(element) && element.props).toEqual({ mode: 'signup', returnFocus: null, onClosed });
    expect(USER_OVERLAYS.registration?.render({ kind: 'deposit', returnFocus: null }, onClosed)).toBeNull();
  });

  it('a folder without its list, or two overlays for one request kind, fail with the folder named', () => {
    const overlay = defineUserOverlay({ id: 'a', request: 'deposit', load: async () => undefined, Component: () => null, props: () => ({}) });
    expect(() => collectUserOverlays({ '../user/newDrawer/index.ts': undefined })).toThrow(/\.\.\/user\/newDrawer\/index\.ts does not list its overlays/);
    expect(() => collectUserOverlays({ '../user/x/index.ts': [overlay], '../user/y/index.ts': [overlay] })).toThrow(/\.\.\/user\/y\/index\.ts declares "a" for "deposit" requests, which "a" already answers/);
    expect(collectUserOverlays({ '../user/self/index.ts': [] })).toEqual({});
  });
});
