/**
 * The page's design tokens for each theme, read from the one place they are defined
 * (src/ui/styles/tokens.css: `:root` for light, `:root[data-theme='night']` for night, which
 * inherits what it does not set). The chart draws on canvases, where CSS variables do not
 * reach, and needs a theme's colours before the page has switched to it: it reads them here
 * rather than keeping copies that drift.
 */
import tokensCss from '../../../ui/styles/tokens.css?raw';

export type TokenTheme = 'light' | 'night';

/** The custom properties declared directly in the first block that `selector` opens. */
function block(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`tokens.css has no ${selector} block`);
  const body = css.slice(start + selector.length + 2, css.indexOf('\n}', start));
  const tokens: Record<string, string> = {};
  for (const match of body.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    tokens[match[1]!] = match[2]!.trim().replace(/\s+/g, ' ');
  }
  return tokens;
}

export function parseThemeTokens(css: string): Record<TokenTheme, Readonly<Record<string, string>>> {
  const light = block(css, ':root');
  return { light, night: { ...light, ...block(css, ":root[data-theme='night']") } };
}

const TOKENS = parseThemeTokens(tokensCss);

/** A token's value in a theme, e.g. `token('night', '--bg')`; throws for a token tokens.css lacks. */
export function token(theme: TokenTheme, name: `--${string}`): string {
  const value = TOKENS[theme][name];
  if (value === undefined) throw new Error(`tokens.css defines no ${name}`);
  return value;
}
