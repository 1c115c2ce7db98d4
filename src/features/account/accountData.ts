/**
 * Account-area reference data (placeholders until the backend has these endpoints; see issue 4's
 * report): deposit networks per asset, withdrawal fees, coupons, tickets, sub-accounts.
 */
export interface Network {
  /** Chain code as the URL carries it (`network=TRC20`). */
  id: string;
  name: string;
  confirmations: number;
  minDeposit: number;
  withdrawFee: number;
  /** Minutes to arrive, typically. */
  minutes: number;
  /** Address prefix, for the placeholder address. */
  prefix: string;
  memo?: boolean;
}

const NETWORKS: Record<string, Network[]> = {
  USDT: [
    { id: 'TRC20', name: 'TRON (TRC20)', confirmations: 20, minDeposit: 1, withdrawFee: 1, minutes: 2, prefix: 'T' },
    { id: 'ERC20', name: 'Ethereum (ERC20)', confirmations: 12, minDeposit: 10, withdrawFee: 4.5, minutes: 5, prefix: '0x' },
    { id: 'SOL', name: 'Solana', confirmations: 1, minDeposit: 1, withdrawFee: 1, minutes: 1, prefix: '' },
    { id: 'TON', name: 'TON', confirmations: 1, minDeposit: 1, withdrawFee: 0.5, minutes: 1, prefix: 'UQ', memo: true },
  ],
  BTC: [
    { id: 'BTC', name: 'Bitcoin', confirmations: 2, minDeposit: 0.0001, withdrawFee: 0.0002, minutes: 30, prefix: 'bc1q' },
    { id: 'BSC', name: 'BNB Smart Chain (BEP20)', confirmations: 15, minDeposit: 0.0001, withdrawFee: 0.000015, minutes: 3, prefix: '0x' },
  ],
  ETH: [
    { id: 'ERC20', name: 'Ethereum (ERC20)', confirmations: 12, minDeposit: 0.005, withdrawFee: 0.0012, minutes: 5, prefix: '0x' },
    { id: 'ARB', name: 'Arbitrum One', confirmations: 12, minDeposit: 0.001, withdrawFee: 0.0001, minutes: 3, prefix: '0x' },
    { id: 'BASE', name: 'Base', confirmations: 12, minDeposit: 0.001, withdrawFee: 0.0001, minutes: 3, prefix: '0x' },
  ],
};

const DEFAULT_NETWORK = (asset: string): Network[] => [
  { id: asset, name: asset, confirmations: 12, minDeposit: 1, withdrawFee: 1, minutes: 5, prefix: '0x' },
];

export function networksFor(asset: string): Network[] {
  return NETWORKS[asset] ?? DEFAULT_NETWORK(asset);
}

/** A stable placeholder address for an account, asset and network. */
export function depositAddress(uid: string, asset: string, network: Network): string {
  let hash = 2166136261;
  for (const char of `${uid}:${asset}:${network.id}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  const alphabet = network.prefix.startsWith('0x') ? '0123456789abcdef' : '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  const length = network.prefix.startsWith('0x') ? 40 : 34 - network.prefix.length;
  let out = '';
  for (let i = 0; i < length; i++) {
    hash = (Math.imul(hash, 1664525) + 1013904223) >>> 0;
    out += alphabet[hash % alphabet.length];
  }
  return `${network.prefix}${out}`;
}

export const DEPOSIT_ASSETS = ['USDT', 'BTC', 'ETH', 'USDC', 'SOL', 'XRP', 'TRX', 'TON'] as const;

export interface Coupon {
  id: string;
  kind: 'fee' | 'bonus' | 'interest';
  value: number;
  asset: string;
  minSpend: number;
  expires: string;
  status: 'available' | 'used' | 'expired';
}

export const COUPONS: readonly Coupon[] = [
  { id: 'c1', kind: 'fee', value: 20, asset: 'USDT', minSpend: 1000, expires: '2026-12-31T23:59:59Z', status: 'available' },
  { id: 'c2', kind: 'bonus', value: 10, asset: 'USDT', minSpend: 100, expires: '2026-12-15T23:59:59Z', status: 'available' },
  { id: 'c3', kind: 'interest', value: 2, asset: '%', minSpend: 500, expires: '2027-01-31T23:59:59Z', status: 'available' },
  { id: 'c4', kind: 'fee', value: 5, asset: 'USDT', minSpend: 200, expires: '2026-10-31T23:59:59Z', status: 'used' },
  { id: 'c5', kind: 'bonus', value: 50, asset: 'USDT', minSpend: 5000, expires: '2026-09-30T23:59:59Z', status: 'expired' },
];

export interface Ticket {
  id: string;
  subject: string;
  category: 'deposit' | 'withdrawal' | 'account' | 'trading';
  status: 'open' | 'answered' | 'closed';
  updated: string;
}

export const TICKETS: readonly Ticket[] = [
  { id: 'T-58211', subject: 'USDT deposit on TRC20 not credited', category: 'deposit', status: 'answered', updated: '2026-11-20T10:12:00Z' },
  { id: 'T-57430', subject: 'Change the phone number on my account', category: 'account', status: 'closed', updated: '2026-11-02T16:45:00Z' },
];
