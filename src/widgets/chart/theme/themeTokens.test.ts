import { describe, expect, it } from 'vitest';
import { chartPalette } from './palette';
import { parseThemeTokens, token } from './themeTokens';

describe('the chart reads its colours from the page tokens', () => {
  it('takes each theme block, night inheriting what it does not set, comments ignored', () => {
    const css = `:root {\n  --bg: #fff;\n  /* --bg: #000; */\n  --gutter: 24px;\n}\n\n:root[data-theme='night'] {\n  --bg: #0b0e17;\n}\n`;
    expect(parseThemeTokens(css)).toEqual({ light: { '--bg': '#fff', '--gutter': '24px' }, night: { '--bg': '#0b0e17', '--gutter': '24px' } });
  });

  it('has every colour the chart draws with, in both themes, and they differ by theme', () => {
    for (const convention of ['green-up', 'red-up'] as const) {
      const light = chartPalette('light', convention);
      const night = chartPalette('night', convention);
      for (const key of ['background', 'text', 'grid', 'border', 'crosshair', 'up', 'down', 'accent', 'labelBackground'] as const) {
        expect(light[key], key).toMatch(/^#[0-9a-f]{6}$/i);
        expect(night[key], key).not.toBe(light[key]);
      }
      expect(night.background).toBe(token('night', '--bg'));
    }
    expect(chartPalette('light', 'green-up').up).toBe(token('light', '--green'));
    expect(chartPalette('light', 'red-up').up).toBe(token('light', '--red'));
  });

  it('names a token tokens.css lacks', () => {
    expect(() => token('light', '--no-such-token')).toThrow('tokens.css defines no --no-such-token');
  });
});
