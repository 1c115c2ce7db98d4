/**
 * Pre-market projects (placeholders until the backend serves pre-market listings). Alpha's
 * on-chain tokens come from the backend (src/api/catalog.ts).
 */
export type { OnchainToken } from '../../api';

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
