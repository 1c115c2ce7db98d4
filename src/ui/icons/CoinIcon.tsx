/**
 * Every coin image of the app (SPEC section 9: coin icon version refreshed hourly, default icon
 * coin_icon/64/0.png, images default width 28 and quality 75). The icon host and the whitelist
 * are set by the shell once known (src/widgets/coin-icons); until then, and if both the icon and
 * the default fail, the coin's letters on its own tint stand in, at the same size (no shift).
 */
import { useState, useSyncExternalStore } from 'react';

export interface CoinIconSource {
  /** Origin of the static host, e.g. https://static.exchange.example. */
  readonly base: string;
  /** The hourly version (hours since the epoch). */
  readonly version: number;
  /** Lower-case symbols whose icons are republished: their URLs carry the version. */
  readonly whitelist: ReadonlySet<string>;
}

/** SPEC section 9. */
export const DEFAULT_COIN_ICON_PATH = '/coin_icon/64/0.png';
export const COIN_IMAGE_WIDTH = 28;
export const COIN_IMAGE_QUALITY = 75;

let source: CoinIconSource | null = null;
const listeners = new Set<() => void>();

/** Called by the shell when the host, whitelist or hour changes. */
export function setCoinIconSource(next: CoinIconSource | null): void {
  source = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** An icon's URL: `<base>/coin_icon/64/<symbol>.png?w=<width>&q=<quality>`, plus `&v=<hour>` for whitelisted coins. */
export function coinIconUrl(symbol: string, from: CoinIconSource, width = COIN_IMAGE_WIDTH, quality = COIN_IMAGE_QUALITY): string {
  const key = symbol.toLowerCase();
  const version = from.whitelist.has(key) ? `&v=${from.version}` : '';
  return `${from.base}/coin_icon/64/${encodeURIComponent(key)}.png?w=${width}&q=${quality}${version}`;
}

/** The default icon's URL (SPEC section 9). */
export function defaultCoinIconUrl(from: CoinIconSource, width = COIN_IMAGE_WIDTH, quality = COIN_IMAGE_QUALITY): string {
  return `${from.base}${DEFAULT_COIN_ICON_PATH}?w=${width}&q=${quality}`;
}

/** A coin's icon, `size` px square (default 28), decorative (the symbol is always written beside it). */
export function CoinIcon({ symbol, size = COIN_IMAGE_WIDTH, quality = COIN_IMAGE_QUALITY }: { symbol: string; size?: number; quality?: number }) {
  const from = useSyncExternalStore(subscribe, () => source, () => null);
  // 0: the coin's icon; 1: the default icon; 2: letters only.
  const [failed, setFailed] = useState<{ symbol: string; step: number }>({ symbol, step: 0 });
  const step = failed.symbol === symbol ? failed.step : 0;
  let hash = 0;
  for (const char of symbol) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  const src = from === null || step >= 2 ? null : step === 0 ? coinIconUrl(symbol, from, size, quality) : defaultCoinIconUrl(from, size, quality);
  const src2x = from === null || step >= 2 ? null : step === 0 ? coinIconUrl(symbol, from, size * 2, quality) : defaultCoinIconUrl(from, size * 2, quality);
  return (
    <span
      className="ui-coin-icon"
      aria-hidden="true"
      data-coin={symbol}
      style={{ inlineSize: size, blockSize: size, fontSize: Math.round(size * 0.36), ['--coin-hue' as string]: String(hash) }}
    >
      {symbol.slice(0, symbol.length > 4 ? 3 : 4)}
      {src !== null && (
        <img
          className="ui-coin-icon__img"
          key={src}
          src={src}
          srcSet={`${src} 1x, ${src2x} 2x`}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onError={() => setFailed({ symbol, step: step + 1 })}
        />
      )}
    </span>
  );
}
