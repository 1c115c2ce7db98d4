/**
 * The chart's colours for a theme and a rise/fall convention (SPEC section 4: the theme switch
 * re-applies colours; rise/fall follows the user's setting). Every colour is one of the page's
 * tokens, read from src/ui/styles/tokens.css (./themeTokens.ts), so the chart and the order book
 * agree and a palette change needs no edit here; a layout's saved background
 * (already reset by layoutStore.forTheme when it was another theme's default) wins.
 */
import type { RiseFall } from '../../../theme/theme';
import { THEME_BACKGROUNDS, type ChartTheme } from '../layoutStore';
import { token } from './themeTokens';

export interface ChartPalette {
  background: string;
  text: string;
  grid: string;
  border: string;
  crosshair: string;
  up: string;
  down: string;
  upSoft: string;
  downSoft: string;
  /** The liquidation map's bars: behind the candles, so fainter. */
  upFaint: string;
  downFaint: string;
  accent: string;
  /** Indicator lines: K / DIF, D / DEA, J. */
  lines: readonly [string, string, string];
  /** Labels drawn on the canvas (position lines, events). */
  labelBackground: string;
}

function soft(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

export function chartPalette(theme: ChartTheme, convention: RiseFall, background?: string): ChartPalette {
  const green = token(theme, '--green');
  const red = token(theme, '--red');
  const up = convention === 'green-up' ? green : red;
  const down = convention === 'green-up' ? red : green;
  return {
    background: background ?? THEME_BACKGROUNDS[theme],
    text: token(theme, '--text-muted'),
    grid: token(theme, '--chart-grid'),
    border: token(theme, '--border'),
    crosshair: token(theme, '--text-faint'),
    up,
    down,
    upSoft: soft(up, 0.4),
    downSoft: soft(down, 0.4),
    upFaint: soft(up, 0.22),
    downFaint: soft(down, 0.22),
    accent: token(theme, '--accent-text'),
    lines: [token(theme, '--chart-line-1'), token(theme, '--chart-line-2'), token(theme, '--chart-line-3')],
    labelBackground: token(theme, '--surface-raised'),
  };
}
