/**
 * Account-area reference data (placeholders until the backend has these endpoints; see issue 4's
 * report): deposit networks per asset and withdrawal fees. Coupons and tickets come from the
 * backend (src/api/catalog.ts).
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
