/**
 * Earn and launch listings (placeholders until the backend serves them; see issue 4's report).
 * Dates are ISO strings; rates are percent a year.
 */
export interface StakingProduct {
  asset: string;
  apr: number;
  lockDays: number;
  staked: number;
  /** Reward paid in this asset. */
  reward: string;
}

export const STAKING_PRODUCTS: readonly StakingProduct[] = [
  { asset: 'ETH', apr: 3.4, lockDays: 0, staked: 182_400, reward: 'ETH' },
  { asset: 'SOL', apr: 7.1, lockDays: 0, staked: 2_310_000, reward: 'SOL' },
  { asset: 'GT', apr: 9.8, lockDays: 30, staked: 8_420_000, reward: 'GT' },
  { asset: 'DOT', apr: 12.2, lockDays: 28, staked: 4_900_000, reward: 'DOT' },
  { asset: 'ADA', apr: 2.9, lockDays: 0, staked: 61_000_000, reward: 'ADA' },
  { asset: 'TON', apr: 4.6, lockDays: 7, staked: 12_700_000, reward: 'TON' },
];

export interface LendingMarket {
  asset: string;
  /** Current lending rate, percent a year. */
  rate: number;
  /** Highest rate in the last 24 h. */
  maxRate: number;
  utilisation: number;
}

export const LENDING_MARKETS: readonly LendingMarket[] = [
  { asset: 'USDT', rate: 11.4, maxRate: 21.6, utilisation: 82 },
  { asset: 'USDC', rate: 9.2, maxRate: 15.1, utilisation: 74 },
  { asset: 'BTC', rate: 1.1, maxRate: 2.4, utilisation: 38 },
  { asset: 'ETH', rate: 2.3, maxRate: 4.8, utilisation: 51 },
  { asset: 'SOL', rate: 4.9, maxRate: 9.7, utilisation: 63 },
];

export interface Pool {
  id: string;
  project: string;
  reward: string;
  stake: string;
  apr: number;
  totalStaked: number;
  endsAt: string;
}

export const LAUNCHPOOLS: readonly Pool[] = [
  { id: 'lp-lumn-gt', project: 'Lumen Network', reward: 'LUMN', stake: 'GT', apr: 184.2, totalStaked: 2_410_000, endsAt: '2026-12-04T08:00:00Z' },
  { id: 'lp-lumn-usdt', project: 'Lumen Network', reward: 'LUMN', stake: 'USDT', apr: 42.7, totalStaked: 18_900_000, endsAt: '2026-12-04T08:00:00Z' },
  { id: 'lp-qrk-btc', project: 'Quark Labs', reward: 'QRK', stake: 'BTC', apr: 6.3, totalStaked: 311, endsAt: '2026-12-10T08:00:00Z' },
  { id: 'lp-qrk-eth', project: 'Quark Labs', reward: 'QRK', stake: 'ETH', apr: 9.9, totalStaked: 4_820, endsAt: '2026-12-10T08:00:00Z' },
];

export interface CandyDrop {
  id: string;
  project: string;
  token: string;
  pool: number;
  tasks: number;
  endsAt: string;
}

export const CANDY_DROPS: readonly CandyDrop[] = [
  { id: 'cd-orbt', project: 'Orbit Protocol', token: 'ORBT', pool: 250_000, tasks: 3, endsAt: '2026-12-02T16:00:00Z' },
  { id: 'cd-kite', project: 'Kite AI', token: 'KITE', pool: 1_200_000, tasks: 4, endsAt: '2026-11-29T16:00:00Z' },
  { id: 'cd-tide', project: 'Tidal Finance', token: 'TIDE', pool: 500_000, tasks: 2, endsAt: '2026-12-08T16:00:00Z' },
];
