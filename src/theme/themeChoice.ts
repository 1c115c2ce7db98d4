/**
 * Light or night theme. The visitor's explicit choice (stored in localStorage under `theme`)
 * wins; otherwise the system's `prefers-color-scheme`. `<html data-theme>` always names the theme
 * the page shows, and the CSS has one night palette, under `[data-theme='night']`
 * (src/ui/styles/tokens.css): there is no second, system-driven copy to drift from it.
 *
 * Who sets `data-theme`, all by `resolveTheme`:
 * - a small inline script in index.html's <head>, before the first paint (./beforePaint.ts,
 *   bundled and inlined by scripts/themeScript.ts), so a visitor whose system is dark and who
 *   never chose sees the night palette from the first frame, not light (or another dark) first;
 * - the app at runtime (./theme.ts `useTheme`), after a switch or a change of the system's theme.
 *
 * No React here: the inline script and the prerendered shell's guard
 * (src/app/prerender/guard.ts) run it in the HTML, before the app's code has arrived.
 */
export type Theme = 'light' | 'night';

export const THEME_STORAGE_KEY = 'theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * The theme for what is stored under THEME_STORAGE_KEY and the system's preference. Only
 * `light` and `night` are choices: anything else stored (nothing, a tampered or an old value)
 * counts as no choice, and the system decides. Pure.
 */
export function resolveTheme(stored: string | null, systemDark: boolean): Theme {
  if (stored === 'light' || stored === 'night') return stored;
  return systemDark ? 'night' : 'light';
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null; // storage blocked (privacy mode): follow the system
  }
}

/** The theme this page shows now: the stored choice, else the system's. */
export function currentTheme(): Theme {
  return resolveTheme(readStored(), window.matchMedia(DARK_QUERY).matches);
}

/**
 * The browser chrome's colour per theme (the page background of src/ui/styles/tokens.css).
 * index.html's two `theme-color` metas start from these, one per system scheme.
 */
export const THEME_COLOR: Readonly<Record<Theme, string>> = { light: '#ffffff', night: '#0b0e17' };

/**
 * Puts `theme` on `<html data-theme>`, which the CSS reads, and gives the browser chrome
 * (`theme-color`) the same theme: a visitor who chose night on a light system gets a night
 * address bar, not the system's light one.
 */
export function applyTheme(theme: Theme = currentTheme()): void {
  document.documentElement.dataset.theme = theme;
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) meta.content = THEME_COLOR[theme];
}
