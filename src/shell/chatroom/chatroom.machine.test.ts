import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { CHATROOM_PREFETCH_FALLBACK_MS, chatroomMachine } from './chatroom.machine';

function start(autoOpen = false) {
  const clock = new SimulatedClock();
  const input = { autoOpen, write: vi.fn(), prefetch: vi.fn() };
  const actor = createActor(chatroomMachine, { clock, input }).start();
  const panel = () => (actor.getSnapshot().value as { panel: string }).panel;
  return { clock, input, actor, panel };
}

describe('the chatroom widget (SPEC section 4)', () => {
  it('starts closed; opening saves the open flag, closing clears it', () => {
    const { input, actor, panel } = start();
    expect(panel()).toBe('closed');
    actor.send({ type: 'chatroom.open' });
    expect(panel()).toBe('open');
    expect(input.write).toHaveBeenLastCalledWith({ store: 'localStorage', key: 'chatroom_open', value: '1' });
    actor.send({ type: 'chatroom.close' });
    expect(panel()).toBe('closed');
    expect(input.write).toHaveBeenLastCalledWith({ store: 'localStorage', key: 'chatroom_open', value: null });
  });

  it('opens on load when the decision says autoOpen (without writing the flag again)', () => {
    const { input, panel } = start(true);
    expect(panel()).toBe('open');
    expect(input.write).not.toHaveBeenCalled();
  });

  it('prefetches when the browser is idle, or after 2 s at the latest, once', () => {
    const late = start();
    late.clock.increment(CHATROOM_PREFETCH_FALLBACK_MS - 1);
    expect(late.input.prefetch).not.toHaveBeenCalled();
    late.clock.increment(1);
    expect(late.input.prefetch).toHaveBeenCalledTimes(1);
    late.actor.send({ type: 'chatroom.idle' });
    late.clock.increment(10_000);
    expect(late.input.prefetch).toHaveBeenCalledTimes(1);

    const idle = start();
    idle.clock.increment(300);
    idle.actor.send({ type: 'chatroom.idle' });
    expect(idle.input.prefetch).toHaveBeenCalledTimes(1);
    idle.clock.increment(CHATROOM_PREFETCH_FALLBACK_MS);
    expect(idle.input.prefetch).toHaveBeenCalledTimes(1);
  });

  it('opening before the prefetch skips it (the panel loads the mini-app itself)', () => {
    const { clock, input, actor } = start();
    actor.send({ type: 'chatroom.open' });
    clock.increment(CHATROOM_PREFETCH_FALLBACK_MS * 2);
    expect(input.prefetch).not.toHaveBeenCalled();
  });

  it('a mini-app that cannot load takes the widget away for the page', () => {
    const { actor, panel } = start(true);
    actor.send({ type: 'chatroom.failed' });
    expect(panel()).toBe('gone');
    actor.send({ type: 'chatroom.open' });
    expect(panel()).toBe('gone');
  });
});
