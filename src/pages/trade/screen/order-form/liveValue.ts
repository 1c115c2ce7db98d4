/**
 * The live last price as the order form reads it: a value it subscribes to where it shows it,
 * instead of a prop that renders the whole form with every ticker. The form renders with the
 * price only while something on it follows the price (the limit price before the trader froze it,
 * a market order's preview); its handlers read the latest value when they run.
 */
import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

export interface LiveValue {
  get(): number;
  subscribe(listener: () => void): () => void;
}

interface LiveCell extends LiveValue {
  set(value: number): void;
}

export function createLiveValue(initial: number): LiveCell {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A stable LiveValue that takes `value` after each render that changed it (a layout effect: before the frame). */
export function useLiveValue(value: number): LiveValue {
  const [cell] = useState(() => createLiveValue(value));
  useLayoutEffect(() => cell.set(value), [cell, value]);
  return cell;
}

const none = () => null;

/** The live value while `following` (this component renders with it), else null (it does not). */
export function useFollowedValue(live: LiveValue, following: boolean): number | null {
  return useSyncExternalStore(live.subscribe, following ? live.get : none, following ? live.get : none);
}
