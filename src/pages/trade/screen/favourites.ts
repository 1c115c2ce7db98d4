/**
 * Favourite pairs of the market list, per browser (localStorage). What is stored is checked on
 * every read: anything that is not a short list of pair names (tampered, another app's value,
 * storage disabled) counts as no favourites, never as an error.
 */
import { useCallback, useSyncExternalStore } from 'react';

const KEY = 'trade.favouritePairs';
const PAIR = /^[A-Z0-9]{1,20}_[A-Z0-9]{1,20}$/;
const MAX = 200;

/** The favourites a stored value names, or none when it is not a list of pair names. */
export function parseFavourites(text: string | null): readonly string[] {
  if (text === null || text.length > 10_000) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value) || value.length > MAX || !value.every((v) => typeof v === 'string' && PAIR.test(v))) return [];
    return [...new Set(value as string[])];
  } catch {
    return [];
  }
}

/** `list` with `pair` added, or removed if it was there. */
export function toggleFavourite(list: readonly string[], pair: string): string[] {
  return list.includes(pair) ? list.filter((p) => p !== pair) : [...list, pair].slice(-MAX);
}

const listeners = new Set<() => void>();
let cachedText: string | null = null;
let cached: readonly string[] = [];

function read(): readonly string[] {
  let text: string | null = null;
  try {
    text = localStorage.getItem(KEY);
  } catch {
    // storage disabled: no favourites
  }
  if (text !== cachedText) {
    cachedText = text;
    cached = parseFavourites(text);
  }
  return cached;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The favourite pairs and a toggle; other tabs of the browser follow (the storage event). */
export function useFavourites(): [readonly string[], (pair: string) => void] {
  const list = useSyncExternalStore(subscribe, read, () => cached);
  const toggle = useCallback((pair: string) => {
    try {
      localStorage.setItem(KEY, JSON.stringify(toggleFavourite(read(), pair)));
    } catch {
      // storage full or disabled: the star does not stick
    }
    for (const listener of listeners) listener();
  }, []);
  return [list, toggle];
}
