import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { connectOverlay, type OverlayState } from './overlay.connect';
import { OVERLAY_TRANSITION_MS, overlayMachine } from './overlay.machine';

function start(delays?: { transition: number }) {
  const clock = new SimulatedClock();
  const onClosed = vi.fn();
  const onOpened = vi.fn();
  const logic = overlayMachine.provide({ actions: { onClosed, onOpened }, ...(delays ? { delays } : {}) });
  const actor = createActor(logic, { clock }).start();
  const state = () => actor.getSnapshot().value as OverlayState;
  return { actor, clock, state, onClosed, onOpened };
}

describe('overlay machine (drawer and dialog lifecycle)', () => {
  it('starts closed', () => {
    expect(start().state()).toBe('closed');
  });

  it('does not open while its decision refuses it (the mayOpen guard), and opens once allowed', () => {
    const { actor, clock, state } = start();
    actor.send({ type: 'overlay.decide', allowed: false });
    actor.send({ type: 'overlay.open' });
    expect(state()).toBe('closed');
    actor.send({ type: 'overlay.decide', allowed: true });
    actor.send({ type: 'overlay.open' });
    expect(state()).toBe('opening');
    clock.increment(300);
    expect(state()).toBe('open');
  });

  it('a decision that changes while open does not close it (only a dismissal does)', () => {
    const { actor, clock, state } = start();
    actor.send({ type: 'overlay.open' });
    clock.increment(300);
    actor.send({ type: 'overlay.decide', allowed: false });
    expect(state()).toBe('open');
    actor.send({ type: 'overlay.dismiss' });
    clock.increment(300);
    actor.send({ type: 'overlay.open' });
    expect(state()).toBe('closed');
  });

  it('slides in for exactly the named 300 ms delay, then is open', () => {
    const { actor, clock, state, onOpened } = start();
    expect(OVERLAY_TRANSITION_MS).toBe(300);
    actor.send({ type: 'overlay.open' });
    expect(state()).toBe('opening');
    clock.increment(299);
    expect(state()).toBe('opening');
    expect(onOpened).not.toHaveBeenCalled();
    clock.increment(1);
    expect(state()).toBe('open');
    expect(onOpened).toHaveBeenCalledTimes(1);
  });

  it('slides out for 300 ms on dismiss, then reports closed once', () => {
    const { actor, clock, state, onClosed } = start();
    actor.send({ type: 'overlay.open' });
    clock.increment(300);
    actor.send({ type: 'overlay.dismiss' });
    expect(state()).toBe('closing');
    clock.increment(299);
    expect(state()).toBe('closing');
    expect(onClosed).not.toHaveBeenCalled();
    clock.increment(1);
    expect(state()).toBe('closed');
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('a dismiss while opening turns it round; an open while closing brings it back', () => {
    const { actor, clock, state, onClosed } = start();
    actor.send({ type: 'overlay.open' });
    clock.increment(100);
    actor.send({ type: 'overlay.dismiss' });
    expect(state()).toBe('closing');
    clock.increment(100);
    actor.send({ type: 'overlay.open' });
    expect(state()).toBe('opening');
    // The cancelled closing timer must not fire later.
    clock.increment(300);
    expect(state()).toBe('open');
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('ignores open while open and dismiss while closed', () => {
    const { actor, clock, state, onClosed } = start();
    actor.send({ type: 'overlay.dismiss' });
    expect(state()).toBe('closed');
    actor.send({ type: 'overlay.open' });
    clock.increment(300);
    actor.send({ type: 'overlay.open' });
    expect(state()).toBe('open');
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('a forced close (the browser closed the native dialog) skips the animation', () => {
    const { actor, clock, state, onClosed } = start();
    actor.send({ type: 'overlay.open' });
    clock.increment(300);
    actor.send({ type: 'overlay.dismiss' });
    actor.send({ type: 'overlay.forceClose' });
    expect(state()).toBe('closed');
    expect(onClosed).toHaveBeenCalledTimes(1);
    clock.increment(1000);
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('a dialog can provide a shorter transition', () => {
    const { actor, clock, state } = start({ transition: 200 });
    actor.send({ type: 'overlay.open' });
    clock.increment(200);
    expect(state()).toBe('open');
  });
});

describe('connectOverlay', () => {
  const send = vi.fn();
  it.each([
    ['closed', false, false, 'closed'],
    ['opening', true, true, 'open'],
    ['open', true, true, 'open'],
    ['closing', true, false, 'closed'],
  ] as const)('%s: mounted %s, visible %s, data-state %s', (state, mounted, visible, dataState) => {
    const api = connectOverlay(state, send);
    expect(api.mounted).toBe(mounted);
    expect(api.visible).toBe(visible);
    expect(api.rootProps['data-state']).toBe(dataState);
    expect(api.interactive).toBe(state === 'open');
  });

  it('open and dismiss send the namespaced events', () => {
    const api = connectOverlay('open', send);
    api.dismiss();
    api.open();
    expect(send.mock.calls).toEqual([[{ type: 'overlay.dismiss' }], [{ type: 'overlay.open' }]]);
  });
});

describe('overlay machine events for its owner', () => {
  it('emits overlay.closed once the closing animation ends', () => {
    const clock = new SimulatedClock();
    const actor = createActor(overlayMachine, { clock }).start();
    const closed = vi.fn();
    const opened = vi.fn();
    actor.on('overlay.closed', closed);
    actor.on('overlay.opened', opened);
    actor.send({ type: 'overlay.open' });
    clock.increment(OVERLAY_TRANSITION_MS);
    expect(opened).toHaveBeenCalledTimes(1);
    actor.send({ type: 'overlay.dismiss' });
    clock.increment(OVERLAY_TRANSITION_MS - 1);
    expect(closed).not.toHaveBeenCalled();
    clock.increment(1);
    expect(closed).toHaveBeenCalledTimes(1);
  });
});
