/**
 * The demo's static host for coin icons (SPEC section 9): `coin_icon/64/<symbol>.png` for any
 * well-formed symbol, drawn as the coin's letters on its tint (SVG, whatever the extension), and
 * `coin_icon/64/0.png`, the default icon. Demo and tests only.
 */

const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An icon for a lower-case symbol, or the default icon for '0'. */
export function coinIconSvg(symbol: string): string {
  if (symbol === '0') {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#8a94a6"/><circle cx="32" cy="32" r="20" fill="none" stroke="#fff" stroke-width="5"/><path d="M32 20v24M24 32h16" stroke="#fff" stroke-width="5" stroke-linecap="round"/></svg>`;
  }
  const upper = symbol.toUpperCase();
  let hash = 0;
  for (const char of upper) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  const text = escape(upper.slice(0, upper.length > 4 ? 3 : 4));
  const size = text.length > 3 ? 17 : text.length > 2 ? 20 : 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hash} 75% 58%)"/><stop offset="1" stop-color="hsl(${(hash + 40) % 360} 70% 42%)"/></linearGradient></defs><circle cx="32" cy="32" r="32" fill="url(#g)"/><text x="32" y="32" dy=".35em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${size}" fill="#fff">${text}</text></svg>`;
}

/** Whether the host has an icon for this file name (without .png). */
export function hasCoinIcon(name: string): boolean {
  return /^[a-z0-9]{1,16}$/.test(name);
}
