import { useCallback, useEffect, useSyncExternalStore } from 'react';

/**
 * Light or night theme. The visitor's explicit choice (stored in localStorage under `theme`)
 * wins; otherwise the system's `prefers-color-scheme`. index.html applies a stored choice before
 * the first paint; CSS follows the system when `<html data-theme>` is absent.
 */
export type Theme = 'light' | 'night';

export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();

function readStored(): Theme | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'night' ? value : null;
  } catch {
    return null; // storage blocked (privacy mode): follow the system
  }
}

function systemTheme(): Theme {
  return window.matchMedia(DARK_QUERY).matches ? 'night' : 'light';
}

function currentTheme(): Theme {
  return readStored() ?? systemTheme();
}

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

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // storage blocked: the choice lasts until the page reloads
      document.documentElement.dataset.theme = next;
    }
    for (const listener of listeners) listener();
  }, []);

  return { theme, setTheme };
}
