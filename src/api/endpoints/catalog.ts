/**
 * What the pages list, and their entity pages (issue 13 part 5): Alpha tokens, lead traders,
 * Startup sales and coin reference data, from the backend (paths in ./paths, ours). A list's
 * failure is [] (the page's empty state); an entity's answer says found or not found (code
 * 40400), and a failure is null (the page's error state, with a retry).
 */
import {
  validateAlphaTokenResponse,
  validateAlphaTokensResponse,
  validateCoinResponse,
  validateCoinsResponse,
  validateLeadTraderResponse,
  validateLeadTradersResponse,
  validateStartupProjectResponse,
  validateStartupProjectsResponse,
  validateLaunchpoolsResponse,
  validateStakingProductsResponse,
  validateLendingMarketsResponse,
  validateCandyDropsResponse,
  validatePreMarketProjectsResponse,
  validateCouponsResponse,
  validateTicketsResponse,
  validateArticlesResponse,
  validateArticleResponse,
  validateUpcomingEventsResponse,
  validateSubAccountsResponse,
  validateGlossaryResponse,
  validateP2PAdvertsResponse,
  validateFeeTiersResponse,
  validateCompetitionLeaderboardResponse,
} from '../../generated/validatorLoaders';
import {
  type FeeTier,
  type LeaderboardEntry,
  type GlossaryItem,
  type P2PAdvert,
  type CalendarEventItem,
  type SubAccountItem,
  type ArticleItem,
  type AlphaToken as AlphaTokenWire,
  type CoinItem,
  type LeadTraderItem,
  type StartupProject as StartupProjectWire,
} from '../../generated/validators';
import { defineEndpoint, endpointFn, frozen, reject } from '../client';
import { PATHS } from '../paths';

/** The entity answer's "not found" code (ours). */
export const NOT_FOUND_CODE = 40400;

/** An entity page's answer: the item, or that the backend does not know the id. */
export type Lookup<T> = { readonly found: true; readonly item: T } | { readonly found: false };

export interface OnchainToken {
  readonly id: string;
  readonly symbol: string;
  readonly name: string;
  readonly chain: AlphaTokenWire['chain'];
  readonly priceUsd: number;
  readonly change: number;
  readonly liquidityUsd: number;
  readonly holders: number;
  /** Hours since the token's pool opened. */
  readonly ageHours: number;
}

export interface LeadTrader {
  readonly id: string;
  readonly nickname: string;
  /** 30-day return, percent. */
  readonly roi: number;
  /** 30-day profit, USDT. */
  readonly pnl: number;
  readonly winRate: number;
  readonly followers: number;
  readonly maxFollowers: number;
  readonly aum: number;
  readonly days: number;
  readonly markets: readonly string[];
  readonly mode: 'futures' | 'spot';
}

export interface Launch {
  readonly id: string;
  readonly name: string;
  readonly symbol: string;
  readonly status: 'upcoming' | 'ongoing' | 'ended';
  readonly price: number;
  readonly hardCap: number;
  readonly raised: number;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly summary: string;
}

export type CoinCategory = CoinItem['category'];

export interface CoinInfo {
  readonly symbol: string;
  readonly name: string;
  /** `/price/{slug}`. */
  readonly slug: string;
  readonly circulatingSupply: number;
  readonly maxSupply?: number;
  readonly category: CoinCategory;
  /** Launch year. */
  readonly since: number;
}

const toToken = (w: AlphaTokenWire): OnchainToken => ({
  id: w.id,
  symbol: w.symbol,
  name: w.name,
  chain: w.chain,
  priceUsd: w.price_usd,
  change: w.change,
  liquidityUsd: w.liquidity_usd,
  holders: w.holders,
  ageHours: w.age_hours,
});
const toTrader = (w: LeadTraderItem): LeadTrader => ({
  id: w.id,
  nickname: w.nickname,
  roi: w.roi,
  pnl: w.pnl,
  winRate: w.win_rate,
  followers: w.followers,
  maxFollowers: w.max_followers,
  aum: w.aum,
  days: w.days,
  markets: w.markets,
  mode: w.mode,
});
const toLaunch = (w: StartupProjectWire): Launch => ({
  id: w.id,
  name: w.name,
  symbol: w.symbol,
  status: w.status,
  price: w.price,
  hardCap: w.hard_cap,
  raised: w.raised,
  startsAt: w.starts_at,
  endsAt: w.ends_at,
  summary: w.summary,
});
const toCoin = (w: CoinItem): CoinInfo => ({
  symbol: w.symbol,
  name: w.name,
  slug: w.slug,
  circulatingSupply: w.circulating_supply,
  ...(w.max_supply === undefined ? {} : { maxSupply: w.max_supply }),
  category: w.category,
  since: w.since,
});

/** Reads an entity answer: found, not found (40400), or a failure. */
export function lookup<W, T>(map: (w: W) => T) {
  return (body: { code: number; data: W | null }) => {
    if (body.code === 0 && body.data !== null) return { found: true as const, item: map(body.data) };
    if (body.code === NOT_FOUND_CODE) return { found: false as const };
    return reject('code', `code ${body.code}`);
  };
}

const EMPTY: readonly never[] = /* @__PURE__ */ frozen([]);

// --- Alpha -------------------------------------------------------------------------------------------

export const alphaTokensEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'alphaTokens',
  method: 'GET',
  path: PATHS.alphaTokens,
  validate: validateAlphaTokensResponse,
  select: (body): readonly OnchainToken[] => body.data.list.map(toToken),
  fallback: EMPTY,
});
export const fetchAlphaTokens = /* @__PURE__ */ endpointFn(alphaTokensEndpoint);

export const alphaTokenEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'alphaToken',
  method: 'GET',
  path: PATHS.alphaToken,
  envelope: 'answer',
  validate: validateAlphaTokenResponse,
  query: (p: { token: string }) => ({ token: p.token }),
  select: lookup(toToken),
  fallback: null as Lookup<OnchainToken> | null,
});
export const fetchAlphaToken = /* @__PURE__ */ endpointFn(alphaTokenEndpoint);

// --- Copy trading ----------------------------------------------------------------------------------------

export const leadTradersEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'leadTraders',
  method: 'GET',
  path: PATHS.leadTraders,
  validate: validateLeadTradersResponse,
  select: (body): readonly LeadTrader[] => body.data.list.map(toTrader),
  fallback: EMPTY,
});
export const fetchLeadTraders = /* @__PURE__ */ endpointFn(leadTradersEndpoint);

export const leadTraderEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'leadTrader',
  method: 'GET',
  path: PATHS.leadTrader,
  envelope: 'answer',
  validate: validateLeadTraderResponse,
  query: (p: { id: string }) => ({ id: p.id }),
  select: lookup(toTrader),
  fallback: null as Lookup<LeadTrader> | null,
});
export const fetchLeadTrader = /* @__PURE__ */ endpointFn(leadTraderEndpoint);

// --- Startup ---------------------------------------------------------------------------------------------

export const startupProjectsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'startupProjects',
  method: 'GET',
  path: PATHS.startupProjects,
  validate: validateStartupProjectsResponse,
  select: (body): readonly Launch[] => body.data.list.map(toLaunch),
  fallback: EMPTY,
});
export const fetchStartupProjects = /* @__PURE__ */ endpointFn(startupProjectsEndpoint);

export const startupProjectEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'startupProject',
  method: 'GET',
  path: PATHS.startupProject,
  envelope: 'answer',
  validate: validateStartupProjectResponse,
  query: (p: { id: string }) => ({ id: p.id }),
  select: lookup(toLaunch),
  fallback: null as Lookup<Launch> | null,
});
export const fetchStartupProject = /* @__PURE__ */ endpointFn(startupProjectEndpoint);

// --- Coins ---------------------------------------------------------------------------------------------------

export const coinsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'coins',
  method: 'GET',
  path: PATHS.coins,
  validate: validateCoinsResponse,
  select: (body): readonly CoinInfo[] => body.data.list.map(toCoin),
  fallback: EMPTY,
});
export const fetchCoins = /* @__PURE__ */ endpointFn(coinsEndpoint);

export const coinEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'coin',
  method: 'GET',
  path: PATHS.coin,
  envelope: 'answer',
  validate: validateCoinResponse,
  query: (p: { slug: string }) => ({ slug: p.slug }),
  select: lookup(toCoin),
  fallback: null as Lookup<CoinInfo> | null,
});
export const fetchCoin = /* @__PURE__ */ endpointFn(coinEndpoint);

// --- Earn, launch and pre-market lists ---------------------------------------------------------------------

export interface Pool {
  readonly id: string;
  readonly project: string;
  readonly reward: string;
  readonly stake: string;
  readonly apr: number;
  readonly totalStaked: number;
  readonly endsAt: string;
  /** Stake limits and step, in the stake asset (decimal strings, the backend's). */
  readonly minAmount: string;
  readonly maxAmount: string;
  readonly step: string;
  /** Reward tokens the whole pool pays each earn hour, shared pro rata to the stakes. */
  readonly rewardPerHour: string;
}
export interface StakingProduct {
  readonly asset: string;
  readonly apr: number;
  readonly lockDays: number;
  readonly staked: number;
  /** Reward paid in this asset. */
  readonly reward: string;
  readonly minAmount: string;
  readonly maxAmount: string;
  readonly step: string;
}
export interface LendingMarket {
  readonly asset: string;
  /** Current lending rate, percent a year. */
  readonly rate: number;
  /** Highest rate in the last 24 h. */
  readonly maxRate: number;
  readonly utilisation: number;
  readonly minAmount: string;
  readonly maxAmount: string;
  readonly step: string;
}
export interface CandyDrop {
  readonly id: string;
  readonly project: string;
  readonly token: string;
  readonly pool: number;
  readonly tasks: number;
  readonly endsAt: string;
}
export interface PreMarketProject {
  readonly id: string;
  readonly symbol: string;
  readonly name: string;
  /** Last traded price of the allocation, USDT. */
  readonly price: number;
  readonly change: number;
  readonly status: 'trading' | 'settling' | 'upcoming';
  /** ISO date when allocations settle into tokens. */
  readonly settles: string;
  readonly volume: number;
}
export interface Coupon {
  readonly id: string;
  readonly kind: 'fee' | 'bonus' | 'interest';
  readonly value: number;
  readonly asset: string;
  readonly minSpend: number;
  readonly expires: string;
  readonly status: 'available' | 'used' | 'expired';
}
export interface Ticket {
  readonly id: string;
  readonly subject: string;
  readonly category: 'deposit' | 'withdrawal' | 'account' | 'trading';
  readonly status: 'open' | 'answered' | 'closed';
  readonly updated: string;
}

export const launchpoolsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'launchpools',
  method: 'GET',
  path: PATHS.launchpools,
  validate: validateLaunchpoolsResponse,
  select: (body): readonly Pool[] =>
    body.data.list.map((w) => ({ id: w.id, project: w.project, reward: w.reward, stake: w.stake, apr: w.apr, totalStaked: w.total_staked, endsAt: w.ends_at, minAmount: w.min_amount, maxAmount: w.max_amount, step: w.step, rewardPerHour: w.reward_per_hour })),
  fallback: EMPTY,
});
export const fetchLaunchpools = /* @__PURE__ */ endpointFn(launchpoolsEndpoint);

export const stakingProductsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'stakingProducts',
  method: 'GET',
  path: PATHS.stakingProducts,
  validate: validateStakingProductsResponse,
  select: (body): readonly StakingProduct[] => body.data.list.map((w) => ({ asset: w.asset, apr: w.apr, lockDays: w.lock_days, staked: w.staked, reward: w.reward, minAmount: w.min_amount, maxAmount: w.max_amount, step: w.step })),
  fallback: EMPTY,
});
export const fetchStakingProducts = /* @__PURE__ */ endpointFn(stakingProductsEndpoint);

export const lendingMarketsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'lendingMarkets',
  method: 'GET',
  path: PATHS.lendingMarkets,
  validate: validateLendingMarketsResponse,
  select: (body): readonly LendingMarket[] => body.data.list.map((w) => ({ asset: w.asset, rate: w.rate, maxRate: w.max_rate, utilisation: w.utilisation, minAmount: w.min_amount, maxAmount: w.max_amount, step: w.step })),
  fallback: EMPTY,
});
export const fetchLendingMarkets = /* @__PURE__ */ endpointFn(lendingMarketsEndpoint);

export const candyDropsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'candyDrops',
  method: 'GET',
  path: PATHS.candyDrops,
  validate: validateCandyDropsResponse,
  select: (body): readonly CandyDrop[] => body.data.list.map((w) => ({ id: w.id, project: w.project, token: w.token, pool: w.pool, tasks: w.tasks, endsAt: w.ends_at })),
  fallback: EMPTY,
});
export const fetchCandyDrops = /* @__PURE__ */ endpointFn(candyDropsEndpoint);

export const preMarketProjectsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'preMarketProjects',
  method: 'GET',
  path: PATHS.preMarketProjects,
  validate: validatePreMarketProjectsResponse,
  select: (body): readonly PreMarketProject[] => body.data.list.map((w) => ({ ...w })),
  fallback: EMPTY,
});
export const fetchPreMarketProjects = /* @__PURE__ */ endpointFn(preMarketProjectsEndpoint);

// --- The user's coupons and tickets (logged in) ---------------------------------------------------------

export const couponsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'coupons',
  method: 'GET',
  path: PATHS.coupons,
  validate: validateCouponsResponse,
  select: (body): readonly Coupon[] =>
    body.data.list.map((w) => ({ id: w.id, kind: w.kind, value: w.value, asset: w.asset, minSpend: w.min_spend, expires: w.expires, status: w.status })),
  fallback: EMPTY,
});
export const fetchCoupons = /* @__PURE__ */ endpointFn(couponsEndpoint);

export const ticketsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'tickets',
  method: 'GET',
  path: PATHS.tickets,
  validate: validateTicketsResponse,
  select: (body): readonly Ticket[] => body.data.list.map((w) => ({ ...w })),
  fallback: EMPTY,
});
export const fetchTickets = /* @__PURE__ */ endpointFn(ticketsEndpoint);

// --- Articles (news, learn, blog) ------------------------------------------------------------------------

export type ArticleSection = ArticleItem['section'];
export type Article = ArticleItem;

export const articlesEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'articles',
  method: 'GET',
  path: PATHS.articles,
  validate: validateArticlesResponse,
  query: (p: { section: ArticleSection; lang: string }) => ({ section: p.section, lang: p.lang }),
  select: (body): readonly Article[] => body.data.list,
  fallback: EMPTY,
});
export const fetchArticles = /* @__PURE__ */ endpointFn(articlesEndpoint);

export const articleEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'article',
  method: 'GET',
  path: PATHS.article,
  envelope: 'answer',
  validate: validateArticleResponse,
  query: (p: { section: ArticleSection; slug: string; lang: string }) => ({ section: p.section, slug: p.slug, lang: p.lang }),
  select: lookup((w: ArticleItem): Article => w),
  fallback: null as Lookup<Article> | null,
});
export const fetchArticle = /* @__PURE__ */ endpointFn(articleEndpoint);

// --- The crypto calendar, and the user's sub-accounts ---------------------------------------------------

export type CalendarEvent = CalendarEventItem;
export type SubAccount = SubAccountItem;

export const upcomingEventsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'upcomingEvents',
  method: 'GET',
  path: PATHS.upcomingEvents,
  validate: validateUpcomingEventsResponse,
  query: (p: { lang: string }) => ({ lang: p.lang }),
  select: (body): readonly CalendarEvent[] => body.data.list,
  fallback: EMPTY,
});
export const fetchUpcomingEvents = /* @__PURE__ */ endpointFn(upcomingEventsEndpoint);

export const subAccountsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'subAccounts',
  method: 'GET',
  path: PATHS.subAccounts,
  validate: validateSubAccountsResponse,
  select: (body): readonly SubAccount[] => body.data.list,
  fallback: EMPTY,
});
export const fetchSubAccounts = /* @__PURE__ */ endpointFn(subAccountsEndpoint);

// --- The glossary, and peer-to-peer adverts -----------------------------------------------------------

export type GlossaryTerm = GlossaryItem;

export const glossaryEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'glossary',
  method: 'GET',
  path: PATHS.glossary,
  validate: validateGlossaryResponse,
  query: (p: { lang: string }) => ({ lang: p.lang }),
  select: (body): readonly GlossaryTerm[] => body.data.list,
  fallback: EMPTY,
});
export const fetchGlossary = /* @__PURE__ */ endpointFn(glossaryEndpoint);

export type P2PSide = 'buy' | 'sell';
export type Advert = P2PAdvert;

export const p2pAdvertsEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'p2pAdverts',
  method: 'GET',
  path: PATHS.p2pAdverts,
  validate: validateP2PAdvertsResponse,
  query: (p: { fiat: string; side: P2PSide }) => ({ fiat: p.fiat, side: p.side }),
  select: (body): readonly Advert[] => body.data.list,
  fallback: EMPTY,
});
export const fetchP2pAdverts = /* @__PURE__ */ endpointFn(p2pAdvertsEndpoint);

// --- The fee schedule, and competition leaderboards ----------------------------------------------------

export type { FeeTier, LeaderboardEntry };

export const feeTiersEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'feeTiers',
  method: 'GET',
  path: PATHS.feeTiers,
  validate: validateFeeTiersResponse,
  select: (body): readonly FeeTier[] => body.data.list,
  fallback: EMPTY,
});
export const fetchFeeTiers = /* @__PURE__ */ endpointFn(feeTiersEndpoint);

export const competitionLeaderboardEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'competitionLeaderboard',
  method: 'GET',
  path: PATHS.competitionLeaderboard,
  validate: validateCompetitionLeaderboardResponse,
  query: (p: { id: string }) => ({ id: p.id }),
  select: (body): readonly LeaderboardEntry[] => body.data.list,
  fallback: EMPTY,
});
export const fetchCompetitionLeaderboard = /* @__PURE__ */ endpointFn(competitionLeaderboardEndpoint);
