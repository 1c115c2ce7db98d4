import { useCallback, useSyncExternalStore } from 'react';
import { marketStream, type StreamStatus } from '../../../api/stream/stream';

/** The market stream's status for a host, for the chart's "reconnecting" badge. */
export function useStreamStatus(streamUrl: string): StreamStatus {
  const stream = marketStream(streamUrl);
  return useSyncExternalStore(
    useCallback((onChange: () => void) => stream.onStatus(onChange), [stream]),
    () => stream.getStatus(),
    () => 'idle',
  );
}
