/**
 * The app-download bar's view model: what the bar shows and what its controls send, from the
 * machine's snapshot. Pure (Zag style).
 */
import type { AppDownloadBarEvent } from './appDownloadBar.machine';

export interface AppDownloadBarView {
  expanded: boolean;
  /** Open: the deep link when given (already judged by the policy and the URL policy). */
  open(deepLink?: string): void;
  toggleDetail(): void;
  close(): void;
  rootProps: { 'data-overlay': 'appDownloadBar'; 'data-expanded': 'true' | 'false' };
}

export function connectAppDownloadBar(
  snapshot: { context: { expanded: boolean } },
  send: (event: AppDownloadBarEvent) => void,
): AppDownloadBarView {
  const { expanded } = snapshot.context;
  return {
    expanded,
    open: (deepLink?: string) => send(deepLink ? { type: 'bar.click', deepLink } : { type: 'bar.click' }),
    toggleDetail: () => send({ type: 'bar.toggleDetail' }),
    close: () => send({ type: 'bar.close' }),
    rootProps: { 'data-overlay': 'appDownloadBar', 'data-expanded': expanded ? 'true' : 'false' },
  };
}
