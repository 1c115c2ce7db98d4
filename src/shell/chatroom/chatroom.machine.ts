/**
 * The chatroom widget's lifecycle (SPEC sections 2 item 11, 4): closed (the launcher) or open
 * (the panel hosting the chatroom mini-app), and gone when the mini-app cannot load. Opening
 * saves the open flag (localStorage chatroom_open = '1', which the `chatroom` decision reads to
 * open it on the next page); closing clears it. The idle prefetch waits for the browser to be
 * idle, at most 2 s (SPEC section 4: idle prefetch falls back to 2 s): the delay is named so
 * tests drive it with a simulated clock.
 */
import { setup } from 'xstate';
import type { StorageWrite } from '../../facts';

/** SPEC section 4: the idle prefetch's fallback. */
export const CHATROOM_PREFETCH_FALLBACK_MS = 2000;
const CHATROOM_OPEN_KEY = 'chatroom_open';

export interface ChatroomInput {
  /** The `chatroom` decision's autoOpen. */
  autoOpen: boolean;
  write(...writes: StorageWrite[]): void;
  /** Warm the mini-app (its module, one request); the machine calls it once, after the prefetch delay. */
  prefetch(): void;
}

export type ChatroomEvent =
  | { type: 'chatroom.open' }
  | { type: 'chatroom.close' }
  /** The browser went idle before the fallback: prefetch now. */
  | { type: 'chatroom.idle' }
  /** The mini-app could not load (host down, import or mount failed): the widget goes. */
  | { type: 'chatroom.failed' };

export const chatroomMachine = setup({
  types: {
    context: {} as ChatroomInput,
    events: {} as ChatroomEvent,
    input: {} as ChatroomInput,
  },
  delays: { prefetchFallback: CHATROOM_PREFETCH_FALLBACK_MS },
  guards: {
    autoOpens: ({ context }) => context.autoOpen,
  },
  actions: {
    saveOpen: ({ context }) => context.write({ store: 'localStorage', key: CHATROOM_OPEN_KEY, value: '1' }),
    clearOpen: ({ context }) => context.write({ store: 'localStorage', key: CHATROOM_OPEN_KEY, value: null }),
    prefetch: ({ context }) => context.prefetch(),
  },
}).createMachine({
  id: 'chatroom',
  context: ({ input }) => input,
  type: 'parallel',
  states: {
    panel: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'autoOpens', target: 'open' }, { target: 'closed' }] },
        closed: { on: { 'chatroom.open': { target: 'open', actions: 'saveOpen' } } },
        open: { on: { 'chatroom.close': { target: 'closed', actions: 'clearOpen' } } },
        gone: { type: 'final' },
      },
      on: { 'chatroom.failed': '.gone' },
    },
    prefetch: {
      initial: 'waiting',
      states: {
        waiting: {
          after: { prefetchFallback: { target: 'done', actions: 'prefetch' } },
          on: {
            'chatroom.idle': { target: 'done', actions: 'prefetch' },
            // Opening loads it anyway.
            'chatroom.open': 'done',
          },
        },
        done: { type: 'final' },
      },
    },
  },
});
