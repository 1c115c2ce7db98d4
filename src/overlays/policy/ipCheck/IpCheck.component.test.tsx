/** @vitest-environment jsdom */
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decisionsAtom, userAtom } from '../../../facts';
import { seriousViolations } from '../../../test/axe';
import { PolicyOverlays } from '../../../test/PolicyOverlays';
import { cleanupRendered, renderWithProviders, type Rendered, type RenderOptions } from '../../../test/renderWithProviders';

/**
 * The IP-penetration notices on screen (issue 12, part 1; SPEC sections 4, 8, 9) in the component
 * tier: a logged-in user, the mocked backend answering `?ipcheck=<result>`, the engine and the
 * overlay host. jsdom has no WebRTC: a peer connection that gathers one server-reflexive candidate
 * and completes stands in (the real probe runs in Chromium: e2e/overlays-ipcheck.spec.ts).
 */

class FakePeerConnection {
  onicecandidate: ((event: { candidate: { candidate: string } | null }) => void) | null = null;
  onicegatheringstatechange: (() => void) | null = null;
  iceGatheringState = 'new';
  createDataChannel() {
    return {};
  }
  createOffer() {
    return Promise.resolve({ type: 'offer', sdp: '' });
  }
  setLocalDescription() {
    queueMicrotask(() => {
      this.onicecandidate?.({ candidate: { candidate: 'candidate:1 1 udp 1 203.0.113.7 5000 typ srflx' } });
      this.iceGatheringState = 'complete';
      this.onicegatheringstatechange?.();
    });
    return Promise.resolve();
  }
  close() {}
}

const globals = globalThis as { RTCPeerConnection?: unknown };
const realPeerConnection = globals.RTCPeerConnection;
beforeAll(() => {
  globals.RTCPeerConnection = FakePeerConnection;
});
afterAll(() => {
  globals.RTCPeerConnection = realPeerConnection;
});
afterEach(cleanupRendered);

const open = (result: number | null, options: RenderOptions = {}) =>
  renderWithProviders(<PolicyOverlays />, { route: '/', persona: 'kyc2', engine: true, serverFacts: true, settings: { ipCheckResult: result }, ...options });

const notice = () => document.querySelector<HTMLElement>('[data-overlay="ipCheck"]');
const shown = () =>
  waitFor(() => {
    const element = notice();
    if (element === null) throw new Error('no ipCheck notice yet');
    return element;
  });
const checksSent = ({ requests }: Rendered) => requests.filter((request) => request.method === 'POST' && request.path.includes('/ip-penetration/check'));

/** No close icon; Escape and a click on the backdrop leave it open. */
function notDismissable(dialog: HTMLElement): void {
  expect(within(dialog).queryByRole('button', { name: /close/i })).toBeNull();
  fireEvent.keyDown(dialog, { key: 'Escape' });
  fireEvent.click(dialog, { clientX: 6, clientY: 6, detail: 1 });
  expect(dialog.getAttribute('data-state')).toBe('open');
  expect(notice()).toBe(dialog);
}

/** The user is known and the engine has decided: a notice not drawn now is not coming. */
async function decided(rendered: Rendered): Promise<void> {
  await waitFor(() => expect(rendered.store.get(userAtom)).not.toBeNull());
  await act(() => Promise.resolve());
  expect(rendered.store.get(decisionsAtom)?.ipCheck).toBeFalsy();
}

describe('IP-penetration notices (SPEC sections 4, 8, 9)', () => {
  it('result 2: the probe goes out as type 1; the upgrade notice cannot be dismissed; its button goes to verification; the check rests 2 hours', async () => {
    const rendered = await open(2);
    const dialog = await shown();
    expect(dialog.getAttribute('data-variant')).toBe('upgrade');
    const sent = checksSent(rendered);
    expect(sent).toHaveLength(1);
    await waitFor(() => expect(sent[0]!.body).not.toBe(''));
    expect(JSON.parse(sent[0]!.body)).toMatchObject({ type: 1, ips: ['203.0.113.7'] });
    expect(dialog.textContent).toContain('Verification upgrade required');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(await seriousViolations(dialog)).toEqual([]);
    notDismissable(dialog);
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Upgrade now' }));
    await waitFor(() => expect(rendered.router!.state.location.pathname).toBe('/myaccount/kyc_home'));
    await waitFor(() => expect(notice()).toBeNull());
    expect(Math.abs(Number(localStorage.getItem('ip_check_closed_at')) - Date.now())).toBeLessThan(60_000);
    // Within 2 hours: no probe, no call, no notice.
    cleanupRendered();
    const again = await open(2, { keepStorage: true });
    await decided(again);
    expect(checksSent(again)).toEqual([]);
    expect(notice()).toBeNull();
  });

  it('result 3: the VPN notice cannot be dismissed; cancel shows the upgrade notice in SPEC section 8 wording', async () => {
    const { user } = await open(3);
    const dialog = await shown();
    expect(dialog.getAttribute('data-variant')).toBe('vpn');
    expect(await seriousViolations(dialog)).toEqual([]);
    notDismissable(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(notice()?.getAttribute('data-variant')).toBe('upgrade'));
    const upgrade = notice()!;
    expect(within(upgrade).getByRole('heading').textContent).toBe('Dear user');
    expect(upgrade.textContent).toContain('network we cannot verify');
    expect(within(upgrade).getByRole('button', { name: 'Upgrade verification' })).toBeTruthy();
    await waitFor(() => expect(upgrade.contains(document.activeElement)).toBe(true));
  });

  it('result 0 is the VPN notice too', async () => {
    await open(0);
    const dialog = await shown();
    expect(dialog.getAttribute('data-variant')).toBe('vpn');
    expect(within(dialog).getByRole('button', { name: 'I have turned it off' })).toBeTruthy();
  });

  it('result 4: the detection notice never closes; its button follows its link and the notice stays', async () => {
    const { user, router } = await open(4);
    const dialog = await shown();
    expect(dialog.getAttribute('data-variant')).toBe('detected');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(await seriousViolations(dialog)).toEqual([]);
    notDismissable(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Contact support' }));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/myaccount/tickets'));
    expect(notice()).toBe(dialog);
    expect(dialog.getAttribute('data-state')).toBe('open');
  });

  it('a pass shows nothing and stores a token: the next page view skips the probe; visitors are never checked', async () => {
    const first = await open(null);
    await waitFor(() => expect(localStorage.getItem('ip_check_token')).not.toBeNull());
    expect(checksSent(first)).toHaveLength(1);
    expect(notice()).toBeNull();
    cleanupRendered();
    const next = await open(null, { keepStorage: true });
    await decided(next);
    expect(checksSent(next)).toEqual([]);
    cleanupRendered();
    const visitor = await renderWithProviders(<PolicyOverlays />, { route: '/', engine: true, serverFacts: true, settings: { ipCheckResult: 2 } });
    await waitFor(() => expect(visitor.store.get(decisionsAtom)).not.toBeNull());
    await act(() => Promise.resolve());
    expect(visitor.store.get(decisionsAtom)?.ipCheck).toBeFalsy();
    expect(checksSent(visitor)).toEqual([]);
    expect(notice()).toBeNull();
  });
});
