/**
 * On-chain tokens for Alpha, Pilot, Premint and Pre-market (placeholders until the backend has
 * these listings; see issue 4's report). Names and tickers are invented.
 */
export interface OnchainToken {
  /** `/alpha/{id}`. */
  id: string;
  symbol: string;
  name: string;
  chain: 'Ethereum' | 'Solana' | 'Base' | 'BNB Chain';
  priceUsd: number;
  change: number;
  liquidityUsd: number;
  holders: number;
  /** Hours since the token's pool opened. */
  ageHours: number;
}

export const ONCHAIN_TOKENS: readonly OnchainToken[] = [
  { id: 'moonfrog', symbol: 'MFROG', name: 'Moon Frog', chain: 'Solana', priceUsd: 0.0004127, change: 38.2, liquidityUsd: 2_410_000, holders: 18_204, ageHours: 52 },
  { id: 'basedcat', symbol: 'BCAT', name: 'Based Cat', chain: 'Base', priceUsd: 0.01874, change: -6.4, liquidityUsd: 5_930_000, holders: 41_877, ageHours: 410 },
  { id: 'orbit', symbol: 'ORBT', name: 'Orbit Protocol', chain: 'Ethereum', priceUsd: 1.2841, change: 4.9, liquidityUsd: 18_600_000, holders: 9_512, ageHours: 2_150 },
  { id: 'pixelpup', symbol: 'PXP', name: 'Pixel Pup', chain: 'Solana', priceUsd: 0.000000008712, change: 112.6, liquidityUsd: 640_000, holders: 6_021, ageHours: 9 },
  { id: 'kiteai', symbol: 'KITE', name: 'Kite AI', chain: 'BNB Chain', priceUsd: 0.2216, change: -12.3, liquidityUsd: 3_120_000, holders: 22_930, ageHours: 880 },
  { id: 'tidal', symbol: 'TIDE', name: 'Tidal Finance', chain: 'Ethereum', priceUsd: 0.0937, change: 2.1, liquidityUsd: 7_480_000, holders: 14_388, ageHours: 5_400 },
];

export function onchainToken(id: string): OnchainToken | undefined {
  return ONCHAIN_TOKENS.find((token) => token.id === id.toLowerCase() || token.symbol.toLowerCase() === id.toLowerCase());
}

export interface PreMarketProject {
  id: string;
  symbol: string;
  name: string;
  /** Last traded price of the allocation, USDT. */
  price: number;
  change: number;
  status: 'trading' | 'settling' | 'upcoming';
  /** ISO date when allocations settle into tokens. */
  settles: string;
  volume: number;
}

export const PRE_MARKET_PROJECTS: readonly PreMarketProject[] = [
  { id: 'lumen', symbol: 'LUMN', name: 'Lumen Network', price: 0.412, change: 6.2, status: 'trading', settles: '2026-12-12', volume: 4_830_000 },
  { id: 'quark', symbol: 'QRK', name: 'Quark Labs', price: 1.87, change: -3.4, status: 'trading', settles: '2026-12-20', volume: 2_105_000 },
  { id: 'meridian', symbol: 'MRD', name: 'Meridian', price: 0.0691, change: 0, status: 'settling', settles: '2026-11-28', volume: 912_000 },
  { id: 'hollow', symbol: 'HLW', name: 'Hollow Games', price: 0.25, change: 0, status: 'upcoming', settles: '2027-01-15', volume: 0 },
];
