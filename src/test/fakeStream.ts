/**
 * The market stream as a component test feeds it: `vi.mock` src/api/stream/stream with
 * `fakeStreamModule`, then push messages through `streamHandlers` (one handler set per channel).
 *
 *   vi.mock('…/api/stream/stream', async () => (await import('…/test/fakeStream')).fakeStreamModule);
 */
import type { StreamHandlers, StreamTopic } from '../api/stream/stream';

export const streamHandlers = new Map<string, StreamHandlers>();

export const fakeStreamModule = {
  marketStream: () => ({
    subscribe: (topic: StreamTopic, on: StreamHandlers) => {
      streamHandlers.set(topic.channel, on);
      return () => streamHandlers.delete(topic.channel);
    },
  }),
};
