/**
 * Light or night theme. The visitor's explicit choice (stored in localStorage under `theme`)
 * wins; otherwise the system's `prefers-color-scheme`. index.html applies a stored choice before
 * the first paint; CSS follows the system when `<html data-theme>` is absent.
 *
 * No React here: the prerendered shell's guard (src/app/prerender/guard.ts) runs it inline, in
 * the HTML, before the app's code has arrived.
 */
export type Theme = 'light' | 'night';

export const THEME_STORAGE_KEY = 'theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

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

/** The theme this page shows now: the stored choice, else the system's. */
export function currentTheme(): Theme {
  return readStored() ?? systemTheme();
}
