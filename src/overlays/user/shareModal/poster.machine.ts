/**
 * The share poster's lifecycle (SPEC section 9: screenshot timeout 10 s, scale 2): rendering
 * (the poster's DOM, sent once it is on the page, captured as a PNG at scale 2) until it is ready, or failed when the capture
 * throws or takes longer than 10 s; a failed poster may be tried again. The capture is an invoked
 * promise actor the modal provides (`capture`), so tests pass their own and drive the timeout
 * with a simulated clock.
 */
import { assign, fromPromise, setup } from 'xstate';

/** SPEC section 9. */
export const POSTER_TIMEOUT_MS = 10_000;
export const POSTER_SCALE = 2;

export type PosterEvent =
  /** The poster's element is on the page: capture it. */
  | { type: 'poster.render'; element: HTMLElement }
  | { type: 'poster.retry' };

export interface PosterContext {
  element: HTMLElement | null;
  /** The captured poster (a data: URL), once ready. */
  image: string | null;
  failure: 'timeout' | 'error' | null;
}

export const posterMachine = setup({
  types: {
    context: {} as PosterContext,
    events: {} as PosterEvent,
  },
  actors: {
    /** Provided by the modal: capture the poster element (its input). */
    capture: fromPromise<string, HTMLElement | null>(() => Promise.reject(new Error('no capture provided'))),
  },
  delays: { screenshotTimeout: POSTER_TIMEOUT_MS },
}).createMachine({
  id: 'poster',
  context: { element: null, image: null, failure: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'poster.render': { target: 'rendering', actions: assign({ element: ({ event }) => event.element }) } },
    },
    rendering: {
      entry: assign({ image: null, failure: null }),
      invoke: {
        src: 'capture',
        input: ({ context }) => context.element,
        onDone: { target: 'ready', actions: assign({ image: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: 'error' as const }) },
      },
      after: { screenshotTimeout: { target: 'failed', actions: assign({ failure: 'timeout' as const }) } },
    },
    ready: {},
    failed: { on: { 'poster.retry': 'rendering' } },
  },
});
