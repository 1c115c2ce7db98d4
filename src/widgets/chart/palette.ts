/**
 * The chart's colours for a theme and a rise/fall convention (SPEC section 4: the theme switch
 * re-applies colours; rise/fall follows the user's setting). The values are the page's tokens
 * (src/ui/styles/tokens.css), so the chart and the order book agree; a layout's saved background
 * (already reset by layoutStore.forTheme when it was another theme's default) wins.
 */
import type { RiseFall } from '../../theme/theme';
import { THEME_BACKGROUNDS, type ChartTheme } from './layoutStore';

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

const GREEN = { light: '#0ca678', night: '#2ebd85' };
const RED = { light: '#e5484d', night: '#f6465d' };

function soft(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

export function chartPalette(theme: ChartTheme, convention: RiseFall, background?: string): ChartPalette {
  const green = GREEN[theme];
  const red = RED[theme];
  const up = convention === 'green-up' ? green : red;
  const down = convention === 'green-up' ? red : green;
  const night = theme === 'night';
  return {
    background: background ?? THEME_BACKGROUNDS[theme],
    text: night ? '#98a1b3' : '#5b6272',
    grid: night ? '#161b27' : '#f1f3f6',
    border: night ? '#222938' : '#e7e9ee',
    crosshair: night ? '#687186' : '#8a91a0',
    up,
    down,
    upSoft: soft(up, 0.4),
    downSoft: soft(down, 0.4),
    upFaint: soft(up, 0.22),
    downFaint: soft(down, 0.22),
    accent: night ? '#6f9bff' : '#2354e6',
    lines: night ? ['#f0b90b', '#6f9bff', '#d66efd'] : ['#d19a00', '#2354e6', '#b542e0'],
    labelBackground: night ? '#181e2c' : '#ffffff',
  };
}
