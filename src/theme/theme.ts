import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { applyTheme, currentTheme, DARK_QUERY, THEME_STORAGE_KEY, type Theme } from './themeChoice';

export { currentTheme, THEME_STORAGE_KEY, type Theme };

const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  listeners.add(onChange);
  media.addEventListener('change', onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    media.removeEventListener('change', onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as const);

  // Index.html's inline script has already put the same theme there (./beforePaint.ts): for a
  // visitor who has not switched, this changes nothing; it follows a switch or the system.
  useEffect(() => {
    applyTheme(theme);
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // storage blocked: the choice lasts until the page reloads
      applyTheme(next);
    }
    for (const listener of listeners) listener();
  }, []);

  return { theme, setTheme };
}

/**
 * Rise/fall colour convention (SPEC section 4: "Theme: body class switches the rise/fall
 * convention"; chart: "default red-up for Chinese locales, green-up otherwise", invertible by a
 * user setting). The setting is stored in localStorage as RISE_FALL_STORAGE_KEY = "1" (inverted).
 */
export type RiseFall = 'green-up' | 'red-up';

export const RISE_FALL_STORAGE_KEY = 'riseFallInverted';
/** Locales whose readers expect red for a rising price. */
const RED_UP_LOCALES: ReadonlySet<string> = new Set(['zh', 'tw']);

/** The convention for a locale and the user's invert setting. Pure. */
export function riseFallConvention(locale: string, inverted: boolean): RiseFall {
  const redUp = RED_UP_LOCALES.has(locale);
  return redUp !== inverted ? 'red-up' : 'green-up';
}

/** The body class for a convention (CSS: src/ui/styles/tokens.css). */
export function riseFallClass(convention: RiseFall): 'rise-red' | 'rise-green' {
  return convention === 'red-up' ? 'rise-red' : 'rise-green';
}

const riseFallListeners = new Set<() => void>();

function readInverted(): boolean {
  try {
    return window.localStorage.getItem(RISE_FALL_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

let invertedFallback = false;

function subscribeRiseFall(onChange: () => void): () => void {
  riseFallListeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    riseFallListeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * The rise/fall convention for `locale`, with the user's setting, and a setter. The shell calls
 * it once with `applyToBody` so <body> carries the class; other callers only read it.
 */
export function useRiseFall(
  locale: string,
  applyToBody = false,
): { convention: RiseFall; inverted: boolean; setInverted: (inverted: boolean) => void } {
  const inverted = useSyncExternalStore(
    subscribeRiseFall,
    () => readInverted() || invertedFallback,
    () => false,
  );
  const convention = riseFallConvention(locale, inverted);

  useEffect(() => {
    if (!applyToBody) return;
    const body = document.body;
    body.classList.remove('rise-red', 'rise-green');
    body.classList.add(riseFallClass(convention));
  }, [applyToBody, convention]);

  const setInverted = useCallback((next: boolean) => {
    try {
      if (next) window.localStorage.setItem(RISE_FALL_STORAGE_KEY, '1');
      else window.localStorage.removeItem(RISE_FALL_STORAGE_KEY);
    } catch {
      invertedFallback = next; // storage blocked: lasts until reload
    }
    for (const listener of riseFallListeners) listener();
  }, []);

  return { convention, inverted, setInverted };
}
