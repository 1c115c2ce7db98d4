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

/**
 * The listed Startup sales as written (weeks in 2026). Read through `startupProjects(now)`, which
 * keeps them on the demo clock: a sale said to be `ongoing` must not show an end date that has
 * passed (the page shows both).
 */
const STARTUP_FIXTURES: readonly StartupProject[] = [
  { id: 'meridian', name: 'Meridian', symbol: 'MRD', status: 'ongoing', price: 0.045, hard_cap: 1_500_000, raised: 1_116_000, starts_at: '2026-11-18T08:00:00Z', ends_at: '2026-11-25T08:00:00Z', summary: 'A settlement layer for cross-chain stablecoin payments.' },
  { id: 'hollow-games', name: 'Hollow Games', symbol: 'HLW', status: 'upcoming', price: 0.12, hard_cap: 800_000, raised: 0, starts_at: '2026-12-01T08:00:00Z', ends_at: '2026-12-05T08:00:00Z', summary: 'An on-chain game studio building player-owned economies.' },
  { id: 'lumen', name: 'Lumen Network', symbol: 'LUMN', status: 'ended', price: 0.2, hard_cap: 2_000_000, raised: 2_000_000, starts_at: '2026-10-20T08:00:00Z', ends_at: '2026-10-27T08:00:00Z', summary: 'Decentralised GPU compute for AI inference.' },
];

const WEEK_MS = 7 * 86_400_000;

/**
 * The listed sales at `now`: every date moved by the same whole number of weeks, so the ongoing
 * sale's week contains `now` (started, not yet ended), the upcoming one is still ahead and the
 * ended one behind. Before the fixtures' own week they are as written.
 */
export function startupProjects(now = Date.now()): readonly StartupProject[] {
  const ongoing = STARTUP_FIXTURES.find((p) => p.status === 'ongoing');
  const weeks = ongoing ? Math.max(0, Math.floor((now - Date.parse(ongoing.starts_at)) / WEEK_MS)) : 0;
  if (weeks === 0) return STARTUP_FIXTURES;
  const shift = (iso: string) => new Date(Date.parse(iso) + weeks * WEEK_MS).toISOString().replace('.000', '');
  return STARTUP_FIXTURES.map((p) => ({ ...p, starts_at: shift(p.starts_at), ends_at: shift(p.ends_at) }));
}

/** Coins by market capitalisation (the listed ones first; /price's directory lists them all: issue 39). */
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
  { symbol: 'STETH', name: 'Lido Staked Ether', slug: 'lido-staked-ether', circulating_supply: 9400000, category: 'defi', since: 2020 },
  { symbol: 'SUI', name: 'Sui', slug: 'sui', circulating_supply: 3100000000, max_supply: 10000000000, category: 'layer1', since: 2023 },
  { symbol: 'XLM', name: 'Stellar', slug: 'stellar', circulating_supply: 30500000000, max_supply: 50001806812, category: 'layer1', since: 2014 },
  { symbol: 'SHIB', name: 'Shiba Inu', slug: 'shiba-inu', circulating_supply: 589200000000000, category: 'meme', since: 2020 },
  { symbol: 'HBAR', name: 'Hedera', slug: 'hedera', circulating_supply: 38200000000, max_supply: 50000000000, category: 'layer1', since: 2019 },
  { symbol: 'DOT', name: 'Polkadot', slug: 'polkadot', circulating_supply: 1530000000, category: 'layer1', since: 2020 },
  { symbol: 'BCH', name: 'Bitcoin Cash', slug: 'bitcoin-cash', circulating_supply: 19820000, max_supply: 21000000, category: 'layer1', since: 2017 },
  { symbol: 'LTC', name: 'Litecoin', slug: 'litecoin', circulating_supply: 75400000, max_supply: 84000000, category: 'layer1', since: 2011 },
  { symbol: 'HYPE', name: 'Hyperliquid', slug: 'hyperliquid', circulating_supply: 334000000, max_supply: 1000000000, category: 'exchange', since: 2024 },
  { symbol: 'LEO', name: 'UNUS SED LEO', slug: 'unus-sed-leo', circulating_supply: 924000000, category: 'exchange', since: 2019 },
  { symbol: 'DAI', name: 'Dai', slug: 'dai', circulating_supply: 5360000000, category: 'stablecoin', since: 2019 },
  { symbol: 'NEAR', name: 'NEAR Protocol', slug: 'near-protocol', circulating_supply: 1210000000, category: 'layer1', since: 2020 },
  { symbol: 'APT', name: 'Aptos', slug: 'aptos', circulating_supply: 560000000, category: 'layer1', since: 2022 },
  { symbol: 'ICP', name: 'Internet Computer', slug: 'internet-computer', circulating_supply: 481000000, category: 'layer1', since: 2021 },
  { symbol: 'XMR', name: 'Monero', slug: 'monero', circulating_supply: 18450000, category: 'layer1', since: 2014 },
  { symbol: 'ETC', name: 'Ethereum Classic', slug: 'ethereum-classic', circulating_supply: 150400000, max_supply: 210700000, category: 'layer1', since: 2016 },
  { symbol: 'POL', name: 'Polygon', slug: 'polygon', circulating_supply: 2180000000, category: 'layer1', since: 2019 },
  { symbol: 'KAS', name: 'Kaspa', slug: 'kaspa', circulating_supply: 25400000000, max_supply: 28700000000, category: 'layer1', since: 2021 },
  { symbol: 'RNDR', name: 'Render', slug: 'render', circulating_supply: 516000000, max_supply: 644000000, category: 'infrastructure', since: 2020 },
  { symbol: 'FET', name: 'Artificial Superintelligence Alliance', slug: 'artificial-superintelligence-alliance', circulating_supply: 2600000000, max_supply: 2719000000, category: 'infrastructure', since: 2019 },
  { symbol: 'CRO', name: 'Cronos', slug: 'cronos', circulating_supply: 27000000000, max_supply: 30263013692, category: 'exchange', since: 2018 },
  { symbol: 'ARB', name: 'Arbitrum', slug: 'arbitrum', circulating_supply: 4310000000, max_supply: 10000000000, category: 'layer1', since: 2023 },
  { symbol: 'FIL', name: 'Filecoin', slug: 'filecoin', circulating_supply: 612000000, max_supply: 1960000000, category: 'infrastructure', since: 2020 },
  { symbol: 'ATOM', name: 'Cosmos Hub', slug: 'cosmos-hub', circulating_supply: 391000000, category: 'layer1', since: 2019 },
  { symbol: 'VET', name: 'VeChain', slug: 'vechain', circulating_supply: 80985000000, max_supply: 86712634466, category: 'infrastructure', since: 2018 },
  { symbol: 'OP', name: 'Optimism', slug: 'optimism', circulating_supply: 1350000000, max_supply: 4294967296, category: 'layer1', since: 2022 },
  { symbol: 'IMX', name: 'Immutable', slug: 'immutable', circulating_supply: 1690000000, max_supply: 2000000000, category: 'layer1', since: 2021 },
  { symbol: 'INJ', name: 'Injective', slug: 'injective', circulating_supply: 97700000, max_supply: 100000000, category: 'defi', since: 2020 },
  { symbol: 'MKR', name: 'Maker', slug: 'maker', circulating_supply: 881000, max_supply: 1005577, category: 'defi', since: 2017 },
  { symbol: 'AAVE', name: 'Aave', slug: 'aave', circulating_supply: 15000000, max_supply: 16000000, category: 'defi', since: 2020 },
  { symbol: 'STX', name: 'Stacks', slug: 'stacks', circulating_supply: 1510000000, max_supply: 1818000000, category: 'layer1', since: 2019 },
  { symbol: 'GRT', name: 'The Graph', slug: 'the-graph', circulating_supply: 9560000000, max_supply: 10800000000, category: 'infrastructure', since: 2020 },
  { symbol: 'THETA', name: 'Theta Network', slug: 'theta-network', circulating_supply: 1000000000, max_supply: 1000000000, category: 'infrastructure', since: 2018 },
  { symbol: 'ALGO', name: 'Algorand', slug: 'algorand', circulating_supply: 8320000000, max_supply: 10000000000, category: 'layer1', since: 2019 },
  { symbol: 'SEI', name: 'Sei', slug: 'sei', circulating_supply: 4600000000, max_supply: 10000000000, category: 'layer1', since: 2023 },
  { symbol: 'TIA', name: 'Celestia', slug: 'celestia', circulating_supply: 470000000, category: 'infrastructure', since: 2023 },
  { symbol: 'WIF', name: 'dogwifhat', slug: 'dogwifhat', circulating_supply: 999000000, max_supply: 998926392, category: 'meme', since: 2023 },
  { symbol: 'BONK', name: 'Bonk', slug: 'bonk', circulating_supply: 77400000000000, category: 'meme', since: 2022 },
  { symbol: 'FLOKI', name: 'FLOKI', slug: 'floki', circulating_supply: 9600000000000, max_supply: 10000000000000, category: 'meme', since: 2021 },
  { symbol: 'JUP', name: 'Jupiter', slug: 'jupiter', circulating_supply: 1350000000, max_supply: 10000000000, category: 'defi', since: 2024 },
  { symbol: 'LDO', name: 'Lido DAO', slug: 'lido-dao', circulating_supply: 895000000, max_supply: 1000000000, category: 'defi', since: 2020 },
  { symbol: 'ENA', name: 'Ethena', slug: 'ethena', circulating_supply: 3050000000, max_supply: 15000000000, category: 'defi', since: 2024 },
  { symbol: 'ONDO', name: 'Ondo', slug: 'ondo', circulating_supply: 1440000000, max_supply: 10000000000, category: 'defi', since: 2024 },
  { symbol: 'QNT', name: 'Quant', slug: 'quant', circulating_supply: 14540000, max_supply: 14881364, category: 'infrastructure', since: 2018 },
  { symbol: 'FLOW', name: 'Flow', slug: 'flow', circulating_supply: 1560000000, category: 'layer1', since: 2020 },
  { symbol: 'SAND', name: 'The Sandbox', slug: 'the-sandbox', circulating_supply: 2440000000, max_supply: 3000000000, category: 'infrastructure', since: 2020 },
  { symbol: 'MANA', name: 'Decentraland', slug: 'decentraland', circulating_supply: 1920000000, max_supply: 2193539027, category: 'infrastructure', since: 2017 },
  { symbol: 'AXS', name: 'Axie Infinity', slug: 'axie-infinity', circulating_supply: 157000000, max_supply: 270000000, category: 'infrastructure', since: 2020 },
  { symbol: 'EGLD', name: 'MultiversX', slug: 'multiversx', circulating_supply: 28000000, max_supply: 31415926, category: 'layer1', since: 2020 },
  { symbol: 'XTZ', name: 'Tezos', slug: 'tezos', circulating_supply: 1030000000, category: 'layer1', since: 2017 },
  { symbol: 'EOS', name: 'EOS', slug: 'eos', circulating_supply: 1540000000, max_supply: 2100000000, category: 'layer1', since: 2017 },
  { symbol: 'NEO', name: 'Neo', slug: 'neo', circulating_supply: 70500000, max_supply: 100000000, category: 'layer1', since: 2016 },
  { symbol: 'KAVA', name: 'Kava', slug: 'kava', circulating_supply: 1080000000, category: 'layer1', since: 2019 },
  { symbol: 'CHZ', name: 'Chiliz', slug: 'chiliz', circulating_supply: 8880000000, max_supply: 8888888888, category: 'infrastructure', since: 2019 },
  { symbol: 'CRV', name: 'Curve DAO Token', slug: 'curve-dao-token', circulating_supply: 1250000000, max_supply: 3030303031, category: 'defi', since: 2020 },
  { symbol: 'SNX', name: 'Synthetix', slug: 'synthetix', circulating_supply: 343000000, category: 'defi', since: 2018 },
  { symbol: 'GALA', name: 'Gala', slug: 'gala', circulating_supply: 38500000000, max_supply: 50000000000, category: 'infrastructure', since: 2020 },
  { symbol: 'APE', name: 'ApeCoin', slug: 'apecoin', circulating_supply: 752000000, max_supply: 1000000000, category: 'meme', since: 2022 },
  { symbol: 'MINA', name: 'Mina', slug: 'mina', circulating_supply: 1200000000, category: 'layer1', since: 2021 },
  { symbol: 'ZEC', name: 'Zcash', slug: 'zcash', circulating_supply: 16300000, max_supply: 21000000, category: 'layer1', since: 2016 },
  { symbol: 'DASH', name: 'Dash', slug: 'dash', circulating_supply: 12200000, max_supply: 18900000, category: 'layer1', since: 2014 },
  { symbol: 'IOTA', name: 'IOTA', slug: 'iota', circulating_supply: 3580000000, max_supply: 4600000000, category: 'infrastructure', since: 2017 },
  { symbol: 'CAKE', name: 'PancakeSwap', slug: 'pancakeswap', circulating_supply: 287000000, max_supply: 450000000, category: 'defi', since: 2020 },
  { symbol: 'PENDLE', name: 'Pendle', slug: 'pendle', circulating_supply: 163000000, max_supply: 281527448, category: 'defi', since: 2021 },
  { symbol: 'RUNE', name: 'THORChain', slug: 'thorchain', circulating_supply: 350000000, max_supply: 500000000, category: 'defi', since: 2018 },
  { symbol: 'WLD', name: 'Worldcoin', slug: 'worldcoin', circulating_supply: 760000000, max_supply: 10000000000, category: 'infrastructure', since: 2023 },
  { symbol: 'PYTH', name: 'Pyth Network', slug: 'pyth-network', circulating_supply: 3620000000, max_supply: 10000000000, category: 'infrastructure', since: 2023 },
  { symbol: 'JASMY', name: 'JasmyCoin', slug: 'jasmycoin', circulating_supply: 48400000000, max_supply: 50000000000, category: 'infrastructure', since: 2021 },
  { symbol: 'GNO', name: 'Gnosis', slug: 'gnosis', circulating_supply: 2590000, max_supply: 3000000, category: 'infrastructure', since: 2017 },
  { symbol: 'AR', name: 'Arweave', slug: 'arweave', circulating_supply: 65500000, max_supply: 66000000, category: 'infrastructure', since: 2018 },
  { symbol: 'COMP', name: 'Compound', slug: 'compound', circulating_supply: 8900000, max_supply: 10000000, category: 'defi', since: 2020 },
  { symbol: '1INCH', name: '1inch', slug: '1inch', circulating_supply: 1280000000, max_supply: 1500000000, category: 'defi', since: 2020 },
  { symbol: 'ZRO', name: 'LayerZero', slug: 'layerzero', circulating_supply: 250000000, max_supply: 1000000000, category: 'infrastructure', since: 2024 },
  { symbol: 'STRK', name: 'Starknet', slug: 'starknet', circulating_supply: 2140000000, max_supply: 10000000000, category: 'layer1', since: 2024 },
  { symbol: 'TAO', name: 'Bittensor', slug: 'bittensor', circulating_supply: 7800000, max_supply: 21000000, category: 'infrastructure', since: 2023 },
  { symbol: 'BGB', name: 'Bitget Token', slug: 'bitget-token', circulating_supply: 1200000000, max_supply: 2000000000, category: 'exchange', since: 2021 },
  { symbol: 'OKB', name: 'OKB', slug: 'okb', circulating_supply: 60000000, max_supply: 300000000, category: 'exchange', since: 2019 },
  { symbol: 'KCS', name: 'KuCoin Token', slug: 'kucoin-token', circulating_supply: 129000000, max_supply: 170000000, category: 'exchange', since: 2017 },
  { symbol: 'FDUSD', name: 'First Digital USD', slug: 'first-digital-usd', circulating_supply: 2030000000, category: 'stablecoin', since: 2023 },
  { symbol: 'PYUSD', name: 'PayPal USD', slug: 'paypal-usd', circulating_supply: 620000000, category: 'stablecoin', since: 2023 },
  { symbol: 'TUSD', name: 'TrueUSD', slug: 'trueusd', circulating_supply: 495000000, category: 'stablecoin', since: 2018 },
  { symbol: 'USDE', name: 'Ethena USDe', slug: 'ethena-usde', circulating_supply: 5800000000, category: 'stablecoin', since: 2024 },
  { symbol: 'WBTC', name: 'Wrapped Bitcoin', slug: 'wrapped-bitcoin', circulating_supply: 131000, category: 'defi', since: 2019 },
  { symbol: 'SUSHI', name: 'SushiSwap', slug: 'sushiswap', circulating_supply: 265000000, max_supply: 250000000, category: 'defi', since: 2020 },
  { symbol: 'YFI', name: 'yearn.finance', slug: 'yearn-finance', circulating_supply: 33600, max_supply: 36666, category: 'defi', since: 2020 },
  { symbol: 'ENS', name: 'Ethereum Name Service', slug: 'ethereum-name-service', circulating_supply: 33200000, max_supply: 100000000, category: 'infrastructure', since: 2021 },
  { symbol: 'BLUR', name: 'Blur', slug: 'blur', circulating_supply: 2300000000, max_supply: 3000000000, category: 'defi', since: 2023 },
  { symbol: 'ROSE', name: 'Oasis', slug: 'oasis', circulating_supply: 6900000000, max_supply: 10000000000, category: 'layer1', since: 2020 },
  { symbol: 'ZIL', name: 'Zilliqa', slug: 'zilliqa', circulating_supply: 19000000000, max_supply: 21000000000, category: 'layer1', since: 2018 },
  { symbol: 'ONE', name: 'Harmony', slug: 'harmony', circulating_supply: 14500000000, category: 'layer1', since: 2019 },
  { symbol: 'CELO', name: 'Celo', slug: 'celo', circulating_supply: 560000000, max_supply: 1000000000, category: 'layer1', since: 2020 },
  { symbol: 'ANKR', name: 'Ankr', slug: 'ankr', circulating_supply: 10000000000, max_supply: 10000000000, category: 'infrastructure', since: 2019 },
  { symbol: 'MEW', name: 'cat in a dogs world', slug: 'cat-in-a-dogs-world', circulating_supply: 88800000000, max_supply: 88888888888, category: 'meme', since: 2024 },
  { symbol: 'POPCAT', name: 'Popcat', slug: 'popcat', circulating_supply: 980000000, max_supply: 979973185, category: 'meme', since: 2023 },
  { symbol: 'NOT', name: 'Notcoin', slug: 'notcoin', circulating_supply: 102400000000, category: 'meme', since: 2024 },
  { symbol: 'TRUMP', name: 'Official Trump', slug: 'official-trump', circulating_supply: 200000000, max_supply: 1000000000, category: 'meme', since: 2025 },
];

/**
 * The price model's anchor and the 24 h volume in USDT of each coin the spot market does not list
 * (the listed ones take both from their pair, src/mocks/market.ts): the directory's figures of
 * such a coin come from the same model (issue 39).
 */
export const COIN_ANCHORS: Readonly<Record<string, readonly [price: number, volumeUsd: number]>> = {
  USDT: [1, 52000000000],
  USDC: [1, 6800000000],
  UNI: [12.84, 210000000],
  STETH: [3412, 48000000],
  SUI: [3.62, 980000000],
  XLM: [0.4412, 310000000],
  SHIB: [0.00002214, 420000000],
  HBAR: [0.2874, 260000000],
  DOT: [6.84, 240000000],
  BCH: [468.2, 330000000],
  LTC: [104.6, 520000000],
  HYPE: [24.31, 210000000],
  LEO: [9.41, 4100000],
  DAI: [1, 160000000],
  NEAR: [5.12, 310000000],
  APT: [9.08, 190000000],
  ICP: [10.46, 120000000],
  XMR: [198.3, 85000000],
  ETC: [27.35, 210000000],
  POL: [0.4831, 140000000],
  KAS: [0.1182, 95000000],
  RNDR: [7.22, 150000000],
  FET: [1.38, 170000000],
  CRO: [0.1604, 42000000],
  ARB: [0.7814, 260000000],
  FIL: [5.06, 170000000],
  ATOM: [6.61, 150000000],
  VET: [0.04621, 65000000],
  OP: [1.88, 190000000],
  IMX: [1.29, 60000000],
  INJ: [22.41, 120000000],
  MKR: [1512, 85000000],
  AAVE: [284.7, 310000000],
  STX: [1.62, 70000000],
  GRT: [0.1914, 82000000],
  THETA: [1.58, 31000000],
  ALGO: [0.3312, 95000000],
  SEI: [0.4128, 140000000],
  TIA: [5.74, 120000000],
  WIF: [1.94, 330000000],
  BONK: [0.00002418, 210000000],
  FLOKI: [0.0001512, 95000000],
  JUP: [0.8812, 110000000],
  LDO: [1.74, 120000000],
  ENA: [0.8421, 360000000],
  ONDO: [1.32, 210000000],
  QNT: [104.2, 19000000],
  FLOW: [0.7412, 28000000],
  SAND: [0.5718, 72000000],
  MANA: [0.5214, 48000000],
  AXS: [6.41, 41000000],
  EGLD: [31.2, 22000000],
  XTZ: [1.21, 27000000],
  EOS: [0.7922, 110000000],
  NEO: [14.12, 42000000],
  KAVA: [0.4418, 18000000],
  CHZ: [0.0912, 62000000],
  CRV: [0.8714, 190000000],
  SNX: [2.14, 42000000],
  GALA: [0.03612, 87000000],
  APE: [1.24, 71000000],
  MINA: [0.6214, 26000000],
  ZEC: [54.6, 65000000],
  DASH: [37.4, 51000000],
  IOTA: [0.2712, 14000000],
  CAKE: [2.41, 88000000],
  PENDLE: [5.18, 110000000],
  RUNE: [4.82, 150000000],
  WLD: [2.33, 260000000],
  PYTH: [0.3914, 80000000],
  JASMY: [0.03814, 95000000],
  GNO: [312.5, 9000000],
  AR: [17.84, 76000000],
  COMP: [78.3, 41000000],
  '1INCH': [0.4312, 38000000],
  ZRO: [5.61, 62000000],
  STRK: [0.5514, 96000000],
  TAO: [482.6, 210000000],
  BGB: [4.61, 64000000],
  OKB: [51.2, 11000000],
  KCS: [11.82, 4300000],
  FDUSD: [1, 4100000000],
  PYUSD: [1, 21000000],
  TUSD: [1, 32000000],
  USDE: [1, 180000000],
  WBTC: [97280, 260000000],
  SUSHI: [1.41, 110000000],
  YFI: [8640, 26000000],
  ENS: [38.4, 120000000],
  BLUR: [0.2514, 44000000],
  ROSE: [0.0914, 33000000],
  ZIL: [0.02541, 36000000],
  ONE: [0.02814, 21000000],
  CELO: [0.8212, 22000000],
  ANKR: [0.04214, 28000000],
  MEW: [0.009412, 72000000],
  POPCAT: [1.18, 91000000],
  NOT: [0.008214, 110000000],
  TRUMP: [14.82, 380000000],
};


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
  const listed = startupProjects(now).find((p) => p.id === id);
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
  { id: 'lp-lumn-gt', project: 'Lumen Network', reward: 'LUMN', stake: 'GT', apr: 184.2, total_staked: 2_410_000, ends_at: '2026-12-04T08:00:00Z', min_amount: '1', max_amount: '50000', step: '0.01', reward_per_hour: '12500' },
  { id: 'lp-lumn-usdt', project: 'Lumen Network', reward: 'LUMN', stake: 'USDT', apr: 42.7, total_staked: 18_900_000, ends_at: '2026-12-04T08:00:00Z', min_amount: '10', max_amount: '100000', step: '0.01', reward_per_hour: '20000' },
  { id: 'lp-qrk-btc', project: 'Quark Labs', reward: 'QRK', stake: 'BTC', apr: 6.3, total_staked: 311, ends_at: '2026-12-10T08:00:00Z', min_amount: '0.001', max_amount: '5', step: '0.0001', reward_per_hour: '900' },
  { id: 'lp-qrk-eth', project: 'Quark Labs', reward: 'QRK', stake: 'ETH', apr: 9.9, total_staked: 4_820, ends_at: '2026-12-10T08:00:00Z', min_amount: '0.01', max_amount: '100', step: '0.0001', reward_per_hour: '1500' },
];

export const STAKING_PRODUCTS: readonly StakingItem[] = [
  { asset: 'ETH', apr: 3.4, lock_days: 0, staked: 182_400, reward: 'ETH', min_amount: '0.01', max_amount: '100', step: '0.0001' },
  { asset: 'SOL', apr: 7.1, lock_days: 0, staked: 2_310_000, reward: 'SOL', min_amount: '0.1', max_amount: '5000', step: '0.001' },
  { asset: 'GT', apr: 9.8, lock_days: 30, staked: 8_420_000, reward: 'GT', min_amount: '1', max_amount: '100000', step: '0.01' },
  { asset: 'DOT', apr: 12.2, lock_days: 28, staked: 4_900_000, reward: 'DOT', min_amount: '1', max_amount: '50000', step: '0.01' },
  { asset: 'ADA', apr: 2.9, lock_days: 0, staked: 61_000_000, reward: 'ADA', min_amount: '10', max_amount: '1000000', step: '1' },
  { asset: 'TON', apr: 4.6, lock_days: 7, staked: 12_700_000, reward: 'TON', min_amount: '1', max_amount: '100000', step: '0.01' },
];

export const LENDING_MARKETS: readonly LendingItem[] = [
  { asset: 'USDT', rate: 11.4, max_rate: 21.6, utilisation: 82, min_amount: '10', max_amount: '100000', step: '0.01' },
  { asset: 'USDC', rate: 9.2, max_rate: 15.1, utilisation: 74, min_amount: '10', max_amount: '100000', step: '0.01' },
  { asset: 'BTC', rate: 1.1, max_rate: 2.4, utilisation: 38, min_amount: '0.001', max_amount: '10', step: '0.0001' },
  { asset: 'ETH', rate: 2.3, max_rate: 4.8, utilisation: 51, min_amount: '0.01', max_amount: '200', step: '0.0001' },
  { asset: 'SOL', rate: 4.9, max_rate: 9.7, utilisation: 63, min_amount: '0.1', max_amount: '5000', step: '0.001' },
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
