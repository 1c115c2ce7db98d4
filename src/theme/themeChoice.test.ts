/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyTheme, currentTheme, DARK_QUERY, resolveTheme, THEME_COLOR, THEME_STORAGE_KEY } from './themeChoice';

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

describe('the browser chrome follows the theme shown (issue 34)', () => {
  const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
  const tokens = readFileSync(join(import.meta.dirname, '../ui/styles/tokens.css'), 'utf8');

  it("index.html's theme-color metas and the palettes' backgrounds are THEME_COLOR", () => {
    expect(html).toContain(`content="${THEME_COLOR.light}" media="(prefers-color-scheme: light)"`);
    expect(html).toContain(`content="${THEME_COLOR.night}" media="(prefers-color-scheme: dark)"`);
    const backgrounds = [...tokens.matchAll(/--bg: (#[0-9a-f]{6});/g)].map((m) => m[1]);
    expect(backgrounds).toEqual([THEME_COLOR.light, THEME_COLOR.night]);
  });

  it('a night choice on a light system paints the address bar night, and back', () => {
    document.head.innerHTML = '<meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)"><meta name="theme-color" content="#0b0e17" media="(prefers-color-scheme: dark)">';
    systemPrefersDark(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'night');
    applyTheme();
    const colours = () => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((m) => m.content);
    expect(colours()).toEqual([THEME_COLOR.night, THEME_COLOR.night]);
    applyTheme('light');
    expect(colours()).toEqual([THEME_COLOR.light, THEME_COLOR.light]);
  });
});
