/**
 * The storage snapshot the engine reads (cookies, localStorage, sessionStorage, as strings), and
 * the one way the app writes to storage so the snapshot follows. Tampered values are treated as
 * absent: an entry whose cookie cannot be decoded, or that is absurdly long, is left out.
 */
import { documentCookies, parseCookies, writeDocumentCookie } from '../api/cookies';

type StoreName = 'cookies' | 'localStorage' | 'sessionStorage';
export type StorageSnapshot = Record<StoreName, Record<string, string>>;

/** Longer values are not ours (our largest stored value, the fingerprint marker, is 1024). */
const MAX_VALUE = 2048;

function readWebStorage(area: 'localStorage' | 'sessionStorage'): Record<string, string> {
  const out: Record<string, string> = {};
  try {
    const s = window[area];
    for (let i = 0; i < s.length; i++) {
      const key = s.key(i);
      if (key === null) continue;
      const value = s.getItem(key);
      if (value !== null && value.length <= MAX_VALUE) out[key] = value;
    }
  } catch {
    // Storage can be disabled (privacy modes): behave as if empty.
  }
  return out;
}

function readCookies(): Record<string, string> {
  const out: Record<string, string> = {};
  let all: Record<string, string> = {};
  try {
    all = parseCookies(documentCookies());
  } catch {
    return out;
  }
  for (const [key, value] of Object.entries(all)) {
    if (typeof value === 'string' && value.length <= MAX_VALUE) out[key] = value;
  }
  return out;
}

/** `(area, key) => present`: whether a snapshot holds an entry (the bar hints' storage test). */
export function snapshotHas(snapshot: StorageSnapshot): (area: string, key: string) => boolean {
  return (area, key) => key in (snapshot[area as StoreName] ?? {});
}

export function readStorageSnapshot(): StorageSnapshot {
  return { cookies: readCookies(), localStorage: readWebStorage('localStorage'), sessionStorage: readWebStorage('sessionStorage') };
}

export interface StorageWrite {
  store: StoreName;
  key: string;
  value: string | null;
  /** Cookies only: lifetime in hours (a session cookie when absent). */
  ttlHours?: number;
}

/** Apply a write. Returns false when the browser refused it (storage full or disabled). */
export function applyStorageWrite(w: StorageWrite): boolean {
  try {
    if (w.store === 'cookies') {
      writeDocumentCookie(w.key, w.value, w.ttlHours);
      return true;
    }
    const area = window[w.store];
    if (w.value === null) area.removeItem(w.key);
    else area.setItem(w.key, w.value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Calls `refresh` now and whenever the cookies or storage may have changed under the page: another
 * tab's storage write ('storage'), the tab focused or shown again, and, where the browser has the
 * Cookie Store API (Chromium, Safari), any cookie change: a log-out or log-in in another tab
 * changes the session cookies, which fire no 'storage' event, and this tab learns it at once,
 * visible or not. Returns the unsubscribe.
 */
export function watchStorage(refresh: () => void): () => void {
  const onVisible = () => {
    if (document.visibilityState === 'visible') refresh();
  };
  refresh(); // whatever changed between the last snapshot and these listeners
  window.addEventListener('storage', refresh);
  window.addEventListener('focus', refresh);
  document.addEventListener('visibilitychange', onVisible);
  const store: unknown = Reflect.get(window, 'cookieStore');
  const cookieStore = store instanceof EventTarget ? store : null;
  cookieStore?.addEventListener('change', refresh);
  return () => {
    window.removeEventListener('storage', refresh);
    window.removeEventListener('focus', refresh);
    document.removeEventListener('visibilitychange', onVisible);
    cookieStore?.removeEventListener('change', refresh);
  };
}
