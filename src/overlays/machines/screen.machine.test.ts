import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, setup } from 'xstate';
import { screenMachine, type OverlayInput, type ScreenEffects } from './screen.machine';

const effects: ScreenEffects = { navigate: vi.fn(), write: vi.fn(), goToSite: vi.fn(), reload: vi.fn(), record: vi.fn() };
const closable = setup({ types: { input: {} as OverlayInput, context: {} as { variant?: string } } }).createMachine({
  context: ({ input }) => ({ variant: input.variant }),
  initial: 'shown',
  states: { shown: { on: { close: 'closed' } }, closed: { type: 'final' } },
});

function start() {
  const logics = { appDownloadBar: closable, kycBar: closable, regionBar: createMachine({}) };
  const screen = createActor(screenMachine, { input: { logics, effects } }).start();
  const children = () => screen.getSnapshot().context.children;
  return { screen, children };
}

describe('screen machine (one child actor per overlay holding a slot)', () => {
  it('spawns a child for each overlay the engine gives a slot, with its variant', () => {
    const { screen, children } = start();
    screen.send({ type: 'screen.decided', holders: [{ id: 'appDownloadBar' }, { id: 'kycBar', variant: 'x' }] });
    expect(Object.keys(children())).toEqual(['appDownloadBar', 'kycBar']);
    expect(children().kycBar?.getSnapshot().context).toEqual({ variant: 'x' });
  });

  it('keeps a child across re-decisions while it holds its slot, and stops it when it loses it', () => {
    const { screen, children } = start();
    screen.send({ type: 'screen.decided', holders: [{ id: 'appDownloadBar' }, { id: 'kycBar' }] });
    const bar = children().appDownloadBar;
    const kyc = children().kycBar!;
    screen.send({ type: 'screen.decided', holders: [{ id: 'appDownloadBar' }] });
    expect(children().appDownloadBar).toBe(bar);
    expect(children().kycBar).toBeUndefined();
    expect(kyc.getSnapshot().status).toBe('stopped');
  });

  it('a child that finished (closed) is let go and not spawned again in this page view', () => {
    const { screen, children } = start();
    screen.send({ type: 'screen.decided', holders: [{ id: 'appDownloadBar' }] });
    children().appDownloadBar!.send({ type: 'close' });
    expect(children().appDownloadBar).toBeUndefined();
    screen.send({ type: 'screen.decided', holders: [{ id: 'appDownloadBar' }] });
    expect(children().appDownloadBar).toBeUndefined();
  });

  it('an overlay without a machine of its own gets no child', () => {
    const { screen, children } = start();
    screen.send({ type: 'screen.decided', holders: [{ id: 'withdrawOnlyPrompt' }] });
    expect(children()).toEqual({});
  });

  it('a kept slot: the next overlay waits while the holder shows, and takes the slot when it closes', () => {
    const logics = { accountNotice: closable, userAgreement: closable };
    const screen = createActor(screenMachine, { input: { logics, effects, keep: ['dialog'] } }).start();
    const children = () => screen.getSnapshot().context.children;
    screen.send({ type: 'screen.decided', holders: [{ id: 'accountNotice', slot: 'dialog' }] });
    // The agreement starts wanting the dialog (its status arrived later): it waits.
    screen.send({ type: 'screen.decided', holders: [{ id: 'userAgreement', slot: 'dialog' }, { id: 'accountNotice', slot: 'dialog' }] });
    expect(Object.keys(children())).toEqual(['accountNotice']);
    // The notice's own cap flips its decision; it stays until closed.
    screen.send({ type: 'screen.decided', holders: [{ id: 'userAgreement', slot: 'dialog' }] });
    expect(Object.keys(children())).toEqual(['accountNotice']);
    // Closed: the agreement takes the slot at once, with no new decision needed.
    children().accountNotice!.send({ type: 'close' });
    expect(Object.keys(children())).toEqual(['userAgreement']);
  });
});
