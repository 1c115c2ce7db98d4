/**
 * Coin reference data the pages show beside live tickers: full names, URL slugs, circulating
 * supply (for market capitalisation) and a category. Local placeholder until the backend has a
 * coin-info endpoint (listed in issue 4's report); names are proper nouns and stay untranslated.
 */
export type CoinCategory = 'layer1' | 'stablecoin' | 'defi' | 'meme' | 'exchange' | 'infrastructure';

export interface CoinInfo {
  readonly symbol: string;
  readonly name: string;
  /** `/price/{slug}`. */
  readonly slug: string;
  readonly circulatingSupply: number;
  readonly maxSupply?: number;
  readonly category: CoinCategory;
  /** Launch year, for the coin page's facts. */
  readonly since: number;
}

export const COINS: readonly CoinInfo[] = [
  { symbol: 'BTC', name: 'Bitcoin', slug: 'bitcoin', circulatingSupply: 19_790_000, maxSupply: 21_000_000, category: 'layer1', since: 2009 },
  { symbol: 'ETH', name: 'Ethereum', slug: 'ethereum', circulatingSupply: 120_440_000, category: 'layer1', since: 2015 },
  { symbol: 'USDT', name: 'Tether', slug: 'tether', circulatingSupply: 134_500_000_000, category: 'stablecoin', since: 2014 },
  { symbol: 'USDC', name: 'USD Coin', slug: 'usd-coin', circulatingSupply: 41_200_000_000, category: 'stablecoin', since: 2018 },
  { symbol: 'SOL', name: 'Solana', slug: 'solana', circulatingSupply: 475_300_000, category: 'layer1', since: 2020 },
  { symbol: 'XRP', name: 'XRP', slug: 'xrp', circulatingSupply: 57_200_000_000, maxSupply: 100_000_000_000, category: 'layer1', since: 2012 },
  { symbol: 'DOGE', name: 'Dogecoin', slug: 'dogecoin', circulatingSupply: 147_100_000_000, category: 'meme', since: 2013 },
  { symbol: 'BNB', name: 'BNB', slug: 'bnb', circulatingSupply: 144_000_000, category: 'exchange', since: 2017 },
  { symbol: 'ADA', name: 'Cardano', slug: 'cardano', circulatingSupply: 35_100_000_000, maxSupply: 45_000_000_000, category: 'layer1', since: 2017 },
  { symbol: 'TRX', name: 'TRON', slug: 'tron', circulatingSupply: 86_200_000_000, category: 'layer1', since: 2017 },
  { symbol: 'LINK', name: 'Chainlink', slug: 'chainlink', circulatingSupply: 626_800_000, maxSupply: 1_000_000_000, category: 'infrastructure', since: 2017 },
  { symbol: 'AVAX', name: 'Avalanche', slug: 'avalanche', circulatingSupply: 409_900_000, maxSupply: 720_000_000, category: 'layer1', since: 2020 },
  { symbol: 'TON', name: 'Toncoin', slug: 'toncoin', circulatingSupply: 2_550_000_000, category: 'layer1', since: 2021 },
  { symbol: 'GT', name: 'GateToken', slug: 'gatetoken', circulatingSupply: 90_100_000, maxSupply: 300_000_000, category: 'exchange', since: 2019 },
  { symbol: 'PEPE', name: 'Pepe', slug: 'pepe', circulatingSupply: 420_690_000_000_000, category: 'meme', since: 2023 },
  { symbol: 'UNI', name: 'Uniswap', slug: 'uniswap', circulatingSupply: 600_400_000, maxSupply: 1_000_000_000, category: 'defi', since: 2020 },
];

const bySymbol = new Map(COINS.map((coin) => [coin.symbol, coin]));
const bySlug = new Map(COINS.map((coin) => [coin.slug, coin]));

export function coinInfo(symbol: string): CoinInfo | undefined {
  return bySymbol.get(symbol.toUpperCase());
}

/** `/price/bitcoin`, `/price/btc` and `/price/bitcoin-btc` all name Bitcoin. */
export function coinBySlug(slug: string): CoinInfo | undefined {
  const key = slug.toLowerCase();
  return bySlug.get(key) ?? bySymbol.get(key.toUpperCase()) ?? bySlug.get(key.replace(/-[a-z0-9]+$/, ''));
}

export function coinName(symbol: string): string {
  return coinInfo(symbol)?.name ?? symbol.toUpperCase();
}

/** Fiat currencies the buying pages offer. */
export const FIATS = ['USD', 'EUR', 'GBP', 'TRY', 'JPY', 'AUD', 'AED', 'HKD', 'SGD', 'BRL'] as const;

/** Indicative USD value of one unit of each fiat (placeholder rates for the buying pages). */
export const USD_PER_FIAT: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 1.06,
  GBP: 1.27,
  TRY: 0.029,
  JPY: 0.0066,
  AUD: 0.65,
  AED: 0.272,
  HKD: 0.128,
  SGD: 0.745,
  BRL: 0.172,
};
