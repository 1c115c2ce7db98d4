import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { POSTER_TIMEOUT_MS, posterMachine } from './poster.machine';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(capture: () => Promise<string>) {
  const clock = new SimulatedClock();
  const actor = createActor(posterMachine.provide({ actors: { capture: fromPromise(capture) } }), { clock }).start();
  expect(actor.getSnapshot().value).toBe('idle');
  actor.send({ type: 'poster.render', element: {} as HTMLElement });
  return { clock, actor };
}

describe('the share poster (SPEC section 9: screenshot timeout 10 s, scale 2)', () => {
  it('is ready with the captured image', async () => {
    const { actor } = start(() => Promise.resolve('data:image/png;base64,AAA'));
    expect(actor.getSnapshot().value).toBe('rendering');
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.image).toBe('data:image/png;base64,AAA');
  });

  it('fails at 10 s when the capture hangs, not a millisecond earlier; a late image is ignored', async () => {
    let finish: (value: string) => void = () => undefined;
    const { clock, actor } = start(() => new Promise<string>((resolve) => (finish = resolve)));
    clock.increment(POSTER_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe('rendering');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe('timeout');
    finish('data:late');
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.image).toBeNull();
  });

  it('fails when the capture throws, and may be tried again', async () => {
    let calls = 0;
    const { actor } = start(() => (++calls === 1 ? Promise.reject(new Error('tainted canvas')) : Promise.resolve('data:ok')));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe('error');
    actor.send({ type: 'poster.retry' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls).toBe(2);
  });
});
