/**
 * The mocked backend's catalog (issue 13 part 5): Alpha tokens, lead traders, Startup sales and
 * coin reference data, in the wire shapes of schemas/api. Entity pages that exist for any id on a
 * real exchange (any Startup id, any trader id) answer for every well-formed id with data
 * generated from the id, the same on every call; Alpha tokens and coins answer for what is listed.
 * Names and tickers are invented (or are well-known coins'); summaries are server content.
 *
 * Demo and tests only.
 */
import type { AlphaToken, CalendarEventItem, CandyDropItem, CoinItem, CouponItem, LaunchpoolItem, LeadTraderItem, LendingItem, PreMarketItem, StakingItem, StartupProject, SubAccountItem, TicketItem } from '../../generated/validators';

export const ALPHA_TOKENS: readonly AlphaToken[] = [
  { id: 'moonfrog', symbol: 'MFROG', name: 'Moon Frog', chain: 'Solana', price_usd: 0.0004127, change: 38.2, liquidity_usd: 2_410_000, holders: 18_204, age_hours: 52 },
  { id: 'basedcat', symbol: 'BCAT', name: 'Based Cat', chain: 'Base', price_usd: 0.01874, change: -6.4, liquidity_usd: 5_930_000, holders: 41_877, age_hours: 410 },
  { id: 'orbit', symbol: 'ORBT', name: 'Orbit Protocol', chain: 'Ethereum', price_usd: 1.2841, change: 4.9, liquidity_usd: 18_600_000, holders: 9_512, age_hours: 2_150 },
  { id: 'pixelpup', symbol: 'PXP', name: 'Pixel Pup', chain: 'Solana', price_usd: 0.000000008712, change: 112.6, liquidity_usd: 640_000, holders: 6_021, age_hours: 9 },
  { id: 'kiteai', symbol: 'KITE', name: 'Kite AI', chain: 'BNB Chain', price_usd: 0.2216, change: -12.3, liquidity_usd: 3_120_000, holders: 22_930, age_hours: 880 },
  { id: 'tidal', symbol: 'TIDE', name: 'Tidal Finance', chain: 'Ethereum', price_usd: 0.0937, change: 2.1, liquidity_usd: 7_480_000, holders: 14_388, age_hours: 5_400 },
  { id: 'pepe', symbol: 'PEPE', name: 'Pepe', chain: 'Ethereum', price_usd: 0.00001021, change: 5.7, liquidity_usd: 48_200_000, holders: 412_009, age_hours: 22_400 },
  { id: 'bonk', symbol: 'BONK', name: 'Bonk', chain: 'Solana', price_usd: 0.00002418, change: -3.1, liquidity_usd: 21_700_000, holders: 903_114, age_hours: 17_300 },
  { id: 'brett', symbol: 'BRETT', name: 'Brett', chain: 'Base', price_usd: 0.0612, change: 9.8, liquidity_usd: 12_900_000, holders: 288_450, age_hours: 14_900 },
];

/** A listed token by id or symbol (any case), or undefined. */
export function alphaTokenFor(key: string): AlphaToken | undefined {
  const k = key.toLowerCase();
  return ALPHA_TOKENS.find((t) => t.id === k || t.symbol.toLowerCase() === k);
}

export const LEAD_TRADERS: readonly LeadTraderItem[] = [
  { id: '20481', nickname: 'Northwind Capital', roi: 86.4, pnl: 214_300, win_rate: 71, followers: 412, max_followers: 500, aum: 2_940_000, days: 412, markets: ['BTC', 'ETH', 'SOL'], mode: 'futures' },
  { id: '11873', nickname: 'Quiet Grid', roi: 41.2, pnl: 98_750, win_rate: 83, followers: 500, max_followers: 500, aum: 1_210_000, days: 290, markets: ['BTC', 'ETH'], mode: 'futures' },
  { id: '30917', nickname: 'Delta Neutral', roi: 23.8, pnl: 56_120, win_rate: 64, followers: 188, max_followers: 300, aum: 860_000, days: 155, markets: ['ETH', 'LINK', 'AVAX'], mode: 'futures' },
  { id: '44520', nickname: 'Momentum Lab', roi: 132.9, pnl: 301_600, win_rate: 58, followers: 297, max_followers: 400, aum: 3_720_000, days: 98, markets: ['SOL', 'DOGE', 'XRP'], mode: 'futures' },
  { id: '52011', nickname: 'Steady Stack', roi: 12.6, pnl: 18_400, win_rate: 76, followers: 96, max_followers: 200, aum: 240_000, days: 520, markets: ['BTC', 'ETH'], mode: 'spot' },
  { id: '61342', nickname: 'Altcoin Rotation', roi: 34.1, pnl: 44_900, win_rate: 61, followers: 143, max_followers: 200, aum: 510_000, days: 210, markets: ['SOL', 'LINK', 'TON'], mode: 'spot' },
];

export const STARTUP_PROJECTS: readonly StartupProject[] = [
  { id: 'meridian', name: 'Meridian', symbol: 'MRD', status: 'ongoing', price: 0.045, hard_cap: 1_500_000, raised: 1_116_000, starts_at: '2026-11-18T08:00:00Z', ends_at: '2026-11-25T08:00:00Z', summary: 'A settlement layer for cross-chain stablecoin payments.' },
  { id: 'hollow-games', name: 'Hollow Games', symbol: 'HLW', status: 'upcoming', price: 0.12, hard_cap: 800_000, raised: 0, starts_at: '2026-12-01T08:00:00Z', ends_at: '2026-12-05T08:00:00Z', summary: 'An on-chain game studio building player-owned economies.' },
  { id: 'lumen', name: 'Lumen Network', symbol: 'LUMN', status: 'ended', price: 0.2, hard_cap: 2_000_000, raised: 2_000_000, starts_at: '2026-10-20T08:00:00Z', ends_at: '2026-10-27T08:00:00Z', summary: 'Decentralised GPU compute for AI inference.' },
];

export const COINS: readonly CoinItem[] = [
  { symbol: 'BTC', name: 'Bitcoin', slug: 'bitcoin', circulating_supply: 19_790_000, max_supply: 21_000_000, category: 'layer1', since: 2009 },
  { symbol: 'ETH', name: 'Ethereum', slug: 'ethereum', circulating_supply: 120_440_000, category: 'layer1', since: 2015 },
  { symbol: 'USDT', name: 'Tether', slug: 'tether', circulating_supply: 134_500_000_000, category: 'stablecoin', since: 2014 },
  { symbol: 'USDC', name: 'USD Coin', slug: 'usd-coin', circulating_supply: 41_200_000_000, category: 'stablecoin', since: 2018 },
  { symbol: 'SOL', name: 'Solana', slug: 'solana', circulating_supply: 475_300_000, category: 'layer1', since: 2020 },
  { symbol: 'XRP', name: 'XRP', slug: 'xrp', circulating_supply: 57_200_000_000, max_supply: 100_000_000_000, category: 'layer1', since: 2012 },
  { symbol: 'DOGE', name: 'Dogecoin', slug: 'dogecoin', circulating_supply: 147_100_000_000, category: 'meme', since: 2013 },
  { symbol: 'BNB', name: 'BNB', slug: 'bnb', circulating_supply: 144_000_000, category: 'exchange', since: 2017 },
  { symbol: 'ADA', name: 'Cardano', slug: 'cardano', circulating_supply: 35_100_000_000, max_supply: 45_000_000_000, category: 'layer1', since: 2017 },
  { symbol: 'TRX', name: 'TRON', slug: 'tron', circulating_supply: 86_200_000_000, category: 'layer1', since: 2017 },
  { symbol: 'LINK', name: 'Chainlink', slug: 'chainlink', circulating_supply: 626_800_000, max_supply: 1_000_000_000, category: 'infrastructure', since: 2017 },
  { symbol: 'AVAX', name: 'Avalanche', slug: 'avalanche', circulating_supply: 409_900_000, max_supply: 720_000_000, category: 'layer1', since: 2020 },
  { symbol: 'TON', name: 'Toncoin', slug: 'toncoin', circulating_supply: 2_550_000_000, category: 'layer1', since: 2021 },
  { symbol: 'GT', name: 'GateToken', slug: 'gatetoken', circulating_supply: 90_100_000, max_supply: 300_000_000, category: 'exchange', since: 2019 },
  { symbol: 'PEPE', name: 'Pepe', slug: 'pepe', circulating_supply: 420_690_000_000_000, category: 'meme', since: 2023 },
  { symbol: 'UNI', name: 'Uniswap', slug: 'uniswap', circulating_supply: 600_400_000, max_supply: 1_000_000_000, category: 'defi', since: 2020 },
];

/** `/price/bitcoin`, `/price/btc` and `/price/bitcoin-btc` all name Bitcoin. */
export function coinFor(slug: string): CoinItem | undefined {
  const key = slug.toLowerCase();
  return COINS.find((c) => c.slug === key) ?? COINS.find((c) => c.symbol.toLowerCase() === key) ?? COINS.find((c) => c.slug === key.replace(/-[a-z0-9]+$/, ''));
}

/** A deterministic generator seeded by a text (FNV-1a, then xorshift). */
function seeded(text: string): () => number {
  let h = 0x811c9dc5;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 0x01000193) >>> 0;
  let x = h || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
const round = (value: number, decimals = 2) => Math.round(value * 10 ** decimals) / 10 ** decimals;

const TRADER_WORDS = [['Blue', 'Silent', 'Atlas', 'Harbor', 'Vector', 'Copper', 'Summit', 'Polar'], ['Ridge', 'Signal', 'Capital', 'Desk', 'Fund', 'Quant', 'Trend', 'Works']] as const;

/** A lead trader for any id of 1 to 12 digits (the listed ones as listed). */
export function leadTraderFor(id: string): LeadTraderItem | undefined {
  if (!/^[0-9]{1,12}$/.test(id)) return undefined;
  const listed = LEAD_TRADERS.find((t) => t.id === id);
  if (listed) return listed;
  const rnd = seeded(`trader:${id}`);
  const max = pick(rnd, [100, 200, 300, 500]);
  return {
    id,
    nickname: `${pick(rnd, TRADER_WORDS[0])} ${pick(rnd, TRADER_WORDS[1])} ${id.slice(-3)}`,
    roi: round(-15 + rnd() * 140, 1),
    pnl: Math.round(2_000 + rnd() * 250_000),
    win_rate: Math.round(45 + rnd() * 40),
    followers: Math.floor(rnd() * max),
    max_followers: max,
    aum: Math.round(50_000 + rnd() * 3_000_000),
    days: Math.round(30 + rnd() * 700),
    markets: [...new Set([pick(rnd, ['BTC', 'ETH']), pick(rnd, ['SOL', 'LINK', 'AVAX', 'TON']), pick(rnd, ['DOGE', 'XRP', 'ADA'])])],
    mode: rnd() < 0.75 ? 'futures' : 'spot',
  };
}

const PROJECT_WORDS = [['Nova', 'Aster', 'Cobalt', 'Helix', 'Lattice', 'Prism', 'Quill', 'Sable'], ['Labs', 'Network', 'Protocol', 'Finance', 'Games', 'Chain']] as const;
const PROJECT_SUMMARIES = [
  'A data availability layer for rollups.',
  'Self-custodial payments for online merchants.',
  'A marketplace for tokenised real-world assets.',
  'Privacy-preserving identity for on-chain apps.',
  'A game studio building player-owned economies.',
] as const;

/** A Startup sale for any id of 1 to 40 letters, digits, '-' or '_' (the listed ones as listed). */
export function startupProjectFor(id: string, now = Date.now()): StartupProject | undefined {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(id)) return undefined;
  const listed = STARTUP_PROJECTS.find((p) => p.id === id);
  if (listed) return listed;
  const rnd = seeded(`startup:${id}`);
  const first = pick(rnd, PROJECT_WORDS[0]);
  const name = `${first} ${pick(rnd, PROJECT_WORDS[1])}`;
  const day = 86_400_000;
  const status = pick(rnd, ['upcoming', 'ongoing', 'ended'] as const);
  const start = status === 'upcoming' ? now + Math.ceil(rnd() * 10) * day : status === 'ongoing' ? now - Math.ceil(rnd() * 4) * day : now - (20 + Math.ceil(rnd() * 40)) * day;
  const hardCap = pick(rnd, [500_000, 800_000, 1_000_000, 1_500_000, 2_000_000]);
  const iso = (t: number) => new Date(Math.floor(t / day) * day + 8 * 3_600_000).toISOString().replace('.000', '');
  return {
    id,
    name,
    symbol: first.toUpperCase().slice(0, 4),
    status,
    price: round(0.01 + rnd() * 0.5, 3),
    hard_cap: hardCap,
    raised: status === 'upcoming' ? 0 : status === 'ended' ? hardCap : Math.round(hardCap * (0.2 + rnd() * 0.7)),
    starts_at: iso(start),
    ends_at: iso(start + 7 * day),
    summary: pick(rnd, PROJECT_SUMMARIES),
  };
}

export const LAUNCHPOOLS: readonly LaunchpoolItem[] = [
  { id: 'lp-lumn-gt', project: 'Lumen Network', reward: 'LUMN', stake: 'GT', apr: 184.2, total_staked: 2_410_000, ends_at: '2026-12-04T08:00:00Z' },
  { id: 'lp-lumn-usdt', project: 'Lumen Network', reward: 'LUMN', stake: 'USDT', apr: 42.7, total_staked: 18_900_000, ends_at: '2026-12-04T08:00:00Z' },
  { id: 'lp-qrk-btc', project: 'Quark Labs', reward: 'QRK', stake: 'BTC', apr: 6.3, total_staked: 311, ends_at: '2026-12-10T08:00:00Z' },
  { id: 'lp-qrk-eth', project: 'Quark Labs', reward: 'QRK', stake: 'ETH', apr: 9.9, total_staked: 4_820, ends_at: '2026-12-10T08:00:00Z' },
];

export const STAKING_PRODUCTS: readonly StakingItem[] = [
  { asset: 'ETH', apr: 3.4, lock_days: 0, staked: 182_400, reward: 'ETH' },
  { asset: 'SOL', apr: 7.1, lock_days: 0, staked: 2_310_000, reward: 'SOL' },
  { asset: 'GT', apr: 9.8, lock_days: 30, staked: 8_420_000, reward: 'GT' },
  { asset: 'DOT', apr: 12.2, lock_days: 28, staked: 4_900_000, reward: 'DOT' },
  { asset: 'ADA', apr: 2.9, lock_days: 0, staked: 61_000_000, reward: 'ADA' },
  { asset: 'TON', apr: 4.6, lock_days: 7, staked: 12_700_000, reward: 'TON' },
];

export const LENDING_MARKETS: readonly LendingItem[] = [
  { asset: 'USDT', rate: 11.4, max_rate: 21.6, utilisation: 82 },
  { asset: 'USDC', rate: 9.2, max_rate: 15.1, utilisation: 74 },
  { asset: 'BTC', rate: 1.1, max_rate: 2.4, utilisation: 38 },
  { asset: 'ETH', rate: 2.3, max_rate: 4.8, utilisation: 51 },
  { asset: 'SOL', rate: 4.9, max_rate: 9.7, utilisation: 63 },
];

export const CANDY_DROPS: readonly CandyDropItem[] = [
  { id: 'cd-orbt', project: 'Orbit Protocol', token: 'ORBT', pool: 250_000, tasks: 3, ends_at: '2026-12-02T16:00:00Z' },
  { id: 'cd-kite', project: 'Kite AI', token: 'KITE', pool: 1_200_000, tasks: 4, ends_at: '2026-11-29T16:00:00Z' },
  { id: 'cd-tide', project: 'Tidal Finance', token: 'TIDE', pool: 500_000, tasks: 2, ends_at: '2026-12-08T16:00:00Z' },
];

export const PRE_MARKET_PROJECTS: readonly PreMarketItem[] = [
  { id: 'lumen', symbol: 'LUMN', name: 'Lumen Network', price: 0.412, change: 6.2, status: 'trading', settles: '2026-12-12', volume: 4_830_000 },
  { id: 'quark', symbol: 'QRK', name: 'Quark Labs', price: 1.87, change: -3.4, status: 'trading', settles: '2026-12-20', volume: 2_105_000 },
  { id: 'meridian', symbol: 'MRD', name: 'Meridian', price: 0.0691, change: 0, status: 'settling', settles: '2026-11-28', volume: 912_000 },
  { id: 'hollow', symbol: 'HLW', name: 'Hollow Games', price: 0.25, change: 0, status: 'upcoming', settles: '2027-01-15', volume: 0 },
];

/** Every persona's coupon centre (the demo's accounts share one). */
export const COUPONS: readonly CouponItem[] = [
  { id: 'c1', kind: 'fee', value: 20, asset: 'USDT', min_spend: 1000, expires: '2026-12-31T23:59:59Z', status: 'available' },
  { id: 'c2', kind: 'bonus', value: 10, asset: 'USDT', min_spend: 100, expires: '2026-12-15T23:59:59Z', status: 'available' },
  { id: 'c3', kind: 'interest', value: 2, asset: '%', min_spend: 500, expires: '2027-01-31T23:59:59Z', status: 'available' },
  { id: 'c4', kind: 'fee', value: 5, asset: 'USDT', min_spend: 200, expires: '2026-10-31T23:59:59Z', status: 'used' },
  { id: 'c5', kind: 'bonus', value: 50, asset: 'USDT', min_spend: 5000, expires: '2026-09-30T23:59:59Z', status: 'expired' },
];

/** Every persona's support tickets (subjects are the user's own words, in English here). */
export const TICKETS: readonly TicketItem[] = [
  { id: 'T-58211', subject: 'USDT deposit on TRC20 not credited', category: 'deposit', status: 'answered', updated: '2026-11-20T10:12:00Z' },
  { id: 'T-57430', subject: 'Change the phone number on my account', category: 'account', status: 'closed', updated: '2026-11-02T16:45:00Z' },
];

/** The crypto calendar (server content; English here). */
export const UPCOMING_EVENTS: readonly CalendarEventItem[] = [
  { id: 'e1', date: '2026-11-25T08:00:00Z', kind: 'listing', title: 'Meridian (MRD) spot listing', coin: 'MRD' },
  { id: 'e2', date: '2026-11-28T00:00:00Z', kind: 'unlock', title: 'AVAX token unlock: 9.5M AVAX', coin: 'AVAX' },
  { id: 'e3', date: '2026-12-03T14:00:00Z', kind: 'upgrade', title: 'Ethereum testnet upgrade', coin: 'ETH' },
  { id: 'e4', date: '2026-12-04T08:00:00Z', kind: 'campaign', title: 'Lumen Network launchpool ends', coin: 'LUMN' },
  { id: 'e5', date: '2026-12-12T08:00:00Z', kind: 'listing', title: 'Lumen Network pre-market settlement', coin: 'LUMN' },
];

/** Every persona's sub-accounts (SPEC section 3: type 1 normal, 4 managed). */
export const SUB_ACCOUNTS: readonly SubAccountItem[] = [
  { uid: '10042001', name: 'grid-bot', kind: 'normal', created: '2026-06-02T09:00:00Z', frozen: false },
  { uid: '10042002', name: 'fund-manager', kind: 'managed', created: '2026-08-14T12:30:00Z', frozen: false },
];
