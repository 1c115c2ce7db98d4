/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, currentTheme, DARK_QUERY, resolveTheme, THEME_STORAGE_KEY } from './themeChoice';

function systemPrefersDark(dark: boolean) {
  window.matchMedia = ((query: string) => ({ matches: dark && query === DARK_QUERY, media: query })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('which theme a page shows (issue 34)', () => {
  it("a stored choice wins over the system's preference", () => {
    for (const systemDark of [false, true]) {
      expect(resolveTheme('light', systemDark)).toBe('light');
      expect(resolveTheme('night', systemDark)).toBe('night');
    }
  });

  it('with no choice stored, the system decides', () => {
    expect(resolveTheme(null, true)).toBe('night');
    expect(resolveTheme(null, false)).toBe('light');
  });

  it('a tampered or unknown stored value counts as no choice', () => {
    for (const stored of ['', 'dark', 'Night', ' night', '"night"', 'system', 'null', '__proto__']) {
      expect(resolveTheme(stored, true), stored).toBe('night');
      expect(resolveTheme(stored, false), stored).toBe('light');
    }
  });

  it('reads the choice the app stores and the system query, and puts the result on <html data-theme>', () => {
    systemPrefersDark(true);
    applyTheme();
    expect(document.documentElement.dataset.theme).toBe('night');

    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    expect(currentTheme()).toBe('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'tampered');
    expect(currentTheme()).toBe('night');

    systemPrefersDark(false);
    applyTheme();
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
