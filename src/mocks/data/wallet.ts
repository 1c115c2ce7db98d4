/**
 * The mocked backend's wallet and peer-to-peer data (issue 13 part 5): the assets accepted for
 * on-chain deposit with their networks, each user's deposit address (stable per uid, asset and
 * network, in the chain's address form), merchants' adverts around the USDT rate of a fiat, the
 * fee schedule and competition leaderboards.
 *
 * Demo and tests only.
 */
import type { DepositAsset, FeeTier, LeaderboardEntry, P2PAdvert } from '../../generated/validators';
import { USD_PER_FIAT } from './data';
import { addressFromBytes, type AddressFormat } from '../../lib/chainAddress';

type Net = DepositAsset['networks'][number];
const net = (id: string, name: string, confirmations: number, min_deposit: number, withdraw_fee: number, minutes: number, memo = false): Net => ({ id, name, confirmations, min_deposit, withdraw_fee, minutes, memo });

const ERC20 = (min: number, fee: number) => net('ERC20', 'Ethereum (ERC20)', 12, min, fee, 5);
const BEP20 = (min: number, fee: number) => net('BSC', 'BNB Smart Chain (BEP20)', 15, min, fee, 3);

export const DEPOSIT_ASSETS: readonly DepositAsset[] = [
  { asset: 'USDT', networks: [net('TRC20', 'TRON (TRC20)', 20, 1, 1, 2), ERC20(10, 4.5), net('SOL', 'Solana', 1, 1, 1, 1), net('TON', 'TON', 1, 1, 0.5, 1, true), BEP20(1, 0.3)] },
  { asset: 'BTC', networks: [net('BTC', 'Bitcoin', 2, 0.0001, 0.0002, 30), BEP20(0.0001, 0.000015)] },
  { asset: 'ETH', networks: [ERC20(0.005, 0.0012), net('ARB', 'Arbitrum One', 12, 0.001, 0.0001, 3), net('BASE', 'Base', 12, 0.001, 0.0001, 3)] },
  { asset: 'USDC', networks: [ERC20(10, 4.5), net('SOL', 'Solana', 1, 1, 1, 1), net('BASE', 'Base', 12, 1, 0.5, 3)] },
  { asset: 'SOL', networks: [net('SOL', 'Solana', 1, 0.01, 0.008, 1)] },
  { asset: 'XRP', networks: [net('XRP', 'XRP Ledger', 1, 1, 0.25, 1, true)] },
  { asset: 'TRX', networks: [net('TRX', 'TRON', 20, 10, 1, 2)] },
  { asset: 'TON', networks: [net('TON', 'TON', 1, 0.5, 0.05, 1, true)] },
  { asset: 'DOGE', networks: [net('DOGE', 'Dogecoin', 40, 10, 4, 40)] },
  { asset: 'GT', networks: [net('GT', 'GateChain', 30, 0.1, 0.01, 2), ERC20(0.5, 0.2)] },
];

/** The address format of each deposit network (src/lib/chainAddress.ts; docs/wallet-api.md). */
export const ADDRESS_FORMAT_OF: Readonly<Record<string, AddressFormat>> = { ERC20: 'evm', BSC: 'evm', ARB: 'evm', BASE: 'evm', GT: 'evm', TRC20: 'tron', TRX: 'tron', BTC: 'btc', DOGE: 'doge', XRP: 'xrp', SOL: 'sol', TON: 'ton' };

/**
 * The user's address for an asset on a network, or undefined when the pair is not offered: stable
 * per uid, asset and network, and a valid address of the network's format (checksum included),
 * so the withdraw form would accept it (EVM addresses in lower case).
 */
export function depositAddressFor(uid: string, asset: string, network: string): { address: string; memo?: string } | undefined {
  const chain = DEPOSIT_ASSETS.find((a) => a.asset === asset)?.networks.find((n) => n.id === network);
  const format = chain ? ADDRESS_FORMAT_OF[chain.id] : undefined;
  if (!chain || !format) return undefined;
  let hash = 2166136261;
  // Memo networks share one address; the memo tells users apart.
  for (const char of `${chain.memo ? 'pool' : uid}:${asset}:${chain.id}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  const seed = new Uint8Array(32);
  for (let i = 0; i < seed.length; i++) {
    hash = (Math.imul(hash, 1664525) + 1013904223) >>> 0;
    seed[i] = hash >>> 24;
  }
  const made = addressFromBytes(format, seed);
  const address = format === 'evm' ? made.toLowerCase() : made;
  return chain.memo ? { address, memo: uid } : { address };
}

const MERCHANTS = ['Anka Exchange', 'BluePeak OTC', 'Kestrel Trade', 'Marmara Pay', 'Nordic Coin', 'Sunrise P2P'];
const METHODS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  TRY: [['bank'], ['bank', 'Papara'], ['Papara'], ['bank', 'Ziraat'], ['bank'], ['bank', 'Papara']],
  EUR: [['SEPA'], ['SEPA', 'Wise'], ['Revolut'], ['SEPA', 'Revolut'], ['bank'], ['Wise']],
  GBP: [['bank'], ['bank', 'Wise'], ['Revolut'], ['Faster Payments'], ['bank'], ['Monzo']],
  BRL: [['PIX'], ['PIX', 'bank'], ['PIX'], ['bank'], ['PIX'], ['Nubank']],
};

/** Six merchants' adverts around the USDT rate of a quoted fiat, best price first; [] for a fiat not quoted. */
export function p2pAdvertsFor(fiat: string, side: string): P2PAdvert[] {
  const usdPerFiat = USD_PER_FIAT[fiat];
  if (usdPerFiat === undefined || (side !== 'buy' && side !== 'sell')) return [];
  const rate = 1 / usdPerFiat;
  const methods = METHODS[fiat] ?? [['bank'], ['bank', 'Wise'], ['Revolut'], ['bank'], ['Wise'], ['bank']];
  const round = (value: number, digits: number) => Number(value.toFixed(digits));
  return MERCHANTS.map((merchant, i) => {
    const spread = (side === 'buy' ? 1 : -1) * (0.002 + i * 0.0015);
    return {
      id: `${fiat}-${side}-${i}`,
      merchant,
      orders: 4200 - i * 530,
      completion: round(99.6 - i * 0.7, 1),
      price: round(rate * (1 + spread), rate >= 10 ? 2 : 4),
      available: 25_000 - i * 3100,
      min: Math.round(rate * 20),
      max: Math.round(rate * (5000 - i * 500)),
      methods: [...(methods[i] ?? ['bank'])],
    };
  });
}

/** The fee schedule (percentages): futures makers pay a fifth and takers half of the spot fee. */
export const FEE_TIERS: readonly FeeTier[] = (
  [
    ['VIP 0', 0, 0.1, 0.1],
    ['VIP 1', 1_000_000, 0.09, 0.095],
    ['VIP 2', 5_000_000, 0.08, 0.09],
    ['VIP 3', 20_000_000, 0.07, 0.085],
    ['VIP 4', 50_000_000, 0.05, 0.075],
    ['VIP 5', 150_000_000, 0.03, 0.06],
  ] as const
).map(([tier, volume, maker, taker]) => ({ tier, volume, spot_maker: maker, spot_taker: taker, futures_maker: Number((maker * 0.2).toFixed(4)), futures_taker: Number((taker * 0.5).toFixed(4)) }));

/** Competitions with a leaderboard (nicknames masked as the backend masks them); another id has none. */
export const LEADERBOARDS: Readonly<Record<string, readonly LeaderboardEntry[]>> = {
  'trade-match': [
    { rank: 1, trader: 'sat***08', volume: 48_200_000, prize: 20_000 },
    { rank: 2, trader: 'vol***ix', volume: 39_150_000, prize: 12_000 },
    { rank: 3, trader: 'gri***er', volume: 27_880_000, prize: 8_000 },
    { rank: 4, trader: 'alp***ha', volume: 19_400_000, prize: 5_000 },
    { rank: 5, trader: 'moo***on', volume: 14_920_000, prize: 3_000 },
  ],
};
