/**
 * TanStack Query options for every call, read by components through src/api/hooks.ts
 * (`useQuery(complianceCheckQuery())`) and by the facts layer (src/facts/FactsFromApi.tsx). No
 * route loader uses them yet: the first paint must not wait for the API layer's chunk.
 *
 * - The cached value is the ApiResult: `data.data` is the answer or the documented default, and
 *   `data.ok` / `data.reason` say which (the dev panel reads them). Query functions never throw,
 *   so TanStack Query's retries never run: a failure is answered once, with the default.
 * - TanStack Query passes its signal to the query function; the client combines it with the
 *   timeout, so a call aborts on unmount or route change.
 * - Fetch gating (SPEC section 6) is the engine's, passed in as `enabled`:
 *     userInfoQuery({ enabled: decisions.userInfoFetch })
 *     vipTierQuery({ enabled: decisions.vipTierFetch })
 *   Both require it, so no caller can forget the gate. Every other query takes an optional
 *   `enabled` (default true) for the caller's own conditions (e.g. logged in).
 * - Keys: ['api', 'user', …] for everything the server answers per session (reset on login,
 *   signup and logout), ['api', 'public', …] for the rest.
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { login, logout, oauthCallback, signup, type LoginParams, type OAuthCallbackParams, type SignupParams } from './endpoints/auth';
import type { ApiResult } from './client';
import {
  checkIpPenetration,
  fetchComplianceCheck,
  fetchCoolDownReminder,
  fetchDeclarationStatus,
  fetchFooterTips,
  fetchUserAgreementStatus,
  submitDeclaration,
  submitUserAgreement,
  type SceneParams,
} from './endpoints/compliance';
import {
  fetchCoinIconWhitelist,
  fetchHeaderCommon,
  fetchIpLocation,
  fetchPageDownloadLinks,
  fetchPageDownloadLinksV2,
} from './endpoints/config';
import {
  fetchAlphaToken,
  fetchAlphaTokens,
  fetchCoin,
  fetchCoins,
  fetchLeadTrader,
  fetchLeadTraders,
  fetchStartupProject,
  fetchStartupProjects,
  fetchLaunchpools,
  fetchStakingProducts,
  fetchLendingMarkets,
  fetchCandyDrops,
  fetchPreMarketProjects,
  fetchCoupons,
  fetchTickets,
  fetchArticles,
  fetchArticle,
  fetchUpcomingEvents,
  fetchSubAccounts,
  fetchGlossary,
  fetchP2pAdverts,
  fetchFeeTiers,
  fetchCompetitionLeaderboard,
  type ArticleSection,
  type P2PSide,
} from './endpoints/catalog';
import { fetchDepositAddress, fetchDepositNetworks } from './endpoints/wallet';
import { fetchTrendingStories, type TrendingParams } from './endpoints/content';
import { fetchUserFrequency, setTradePassFrequency, type SetFrequencyParams } from './endpoints/fundPassword';
import {
  fetchAlphaUserPlans,
  fetchDownloadTask,
  fetchHomeStaticTradeData,
  fetchNewbiePrizeGuide,
  fetchNewbiePrizePopup,
  fetchOgShow,
  fetchTargetedPopupPlan,
  fetchTaskEmbedRegister,
  RESOURCE_TYPE,
  type AlphaPlansParams,
  type PopupPlanParams,
} from './endpoints/marketing';
import { probeRealIps } from './endpoints/ipProbe';
import { fetchCoinDirectory, fetchCoinHistory, fetchEarnProducts, fetchMarketTickers, type HistoryRange } from './endpoints/markets';
import { stripLocale } from '../lib/locales';
import { fetchRebateUserInfo } from './endpoints/referral';
import {
  fetchKycApplication,
  fetchKycStatus,
  fetchSubUserType,
  fetchTotalFunds,
  fetchUserInfo,
  fetchVipTier,
  submitKycApplication,
  type KycSubmitParams,
} from './endpoints/user';

const apiKeys = {
  all: ['api'] as const,
  /** Everything answered per session: cleared on login and logout. */
  user: ['api', 'user'] as const,
  public: ['api', 'public'] as const,
};

/** The caller's own gate. */
export interface Gate {
  readonly enabled?: boolean;
}

/** The engine's decision for a gated fetch (SPEC section 6): required. */
export interface EngineGate {
  /** `engine.decide(facts).decisions.<userInfoFetch | vipTierFetch>`. */
  readonly enabled: boolean;
}

/** Static JSON and config calls change rarely: keep them for the page's life. */
const CONFIG_STALE_TIME = Number.POSITIVE_INFINITY;

// --- Gated by the engine (SPEC section 6) ---------------------------------------------------------

/** The login user. enabled: decisions.userInfoFetch (logged in, not on 404/signup/auth/login/rebind/bind). */
export const userInfoQuery = ({ enabled }: EngineGate) =>
  queryOptions({
    queryKey: [...apiKeys.user, 'userInfo'] as const,
    queryFn: ({ signal }) => fetchUserInfo({ signal }),
    enabled,
  });

/** The trial VIP tier. enabled: decisions.vipTierFetch (logged in, main site). */
export const vipTierQuery = ({ enabled }: EngineGate) =>
  queryOptions({
    queryKey: [...apiKeys.user, 'vipTier'] as const,
    queryFn: ({ signal }) => fetchVipTier({ signal }),
    enabled,
  });

// --- Per session ------------------------------------------------------------------------------------------

export const complianceCheckQuery = ({ enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: [...apiKeys.user, 'complianceCheck'] as const,
    queryFn: ({ signal }) => fetchComplianceCheck({ signal }),
    enabled,
  });

export const footerTipsQuery = ({ enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: [...apiKeys.user, 'footerTips'] as const,
    queryFn: ({ signal }) => fetchFooterTips({ signal }),
    enabled,
  });

export const coolDownReminderQuery = ({ enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: [...apiKeys.user, 'coolDownReminder'] as const,
    queryFn: ({ signal }) => fetchCoolDownReminder({ signal }),
    enabled,
  });

export const declarationStatusQuery = ({ enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: [...apiKeys.user, 'declarationStatus'] as const,
    queryFn: ({ signal }) => fetchDeclarationStatus({ signal }),
    enabled,
  });

export const userAgreementStatusQuery = (params: SceneParams, { enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: [...apiKeys.user, 'userAgreementStatus', params.scene] as const,
    queryFn: ({ signal }) => fetchUserAgreementStatus({ ...params, signal }),
    enabled,
  });

export const kycStatusQuery = ({ enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: [...apiKeys.user, 'kycStatus'] as const,
    queryFn: ({ signal }) => fetchKycStatus({ signal }),
    enabled,
  });

/** While an application is under review it is asked for again every few seconds (the demo reviews in half a minute). */
export const KYC_REVIEW_POLL_MS = 3000;

/** The latest identity-verification application (docs/kyc.md). */
export const kycApplicationQuery = ({ enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: [...apiKeys.user, 'kycApplication'] as const,
    queryFn: ({ signal }) => fetchKycApplication({ signal }),
    enabled,
    refetchInterval: (query) => (query.state.data?.data?.status === 'pending' ? KYC_REVIEW_POLL_MS : false),
  });

/**
 * Apply for a verification level. Whatever the answer, the application is read again; a level
 * granted later refetches every user query (src/pages/account/verification/KycFormsPages.tsx), so the facts,
 * and the decisions that read the level (the KYC bar), follow.
 */
export const kycSubmitMutation = () =>
  mutationOptions({
    mutationKey: ['api', 'kycSubmit'],
    mutationFn: (params: KycSubmitParams) => submitKycApplication(params),
    onSettled: (_result, _error, _vars, _onMutate, context) => context.client.invalidateQueries({ queryKey: [...apiKeys.user, 'kycApplication'] }),
  });

/** A level granted: every user query again (user info, KYC status: the facts the decisions read). */
export function refetchUser(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: apiKeys.user });
}

export const subUserTypeQuery = (subUid: string, { enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: [...apiKeys.user, 'subUserType', subUid] as const,
    queryFn: ({ signal }) => fetchSubUserType({ sub_uid: subUid, signal }),
    enabled,
  });

export const totalFundsQuery = ({ enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: [...apiKeys.user, 'totalFunds'] as const,
    queryFn: ({ signal }) => fetchTotalFunds({ signal }),
    enabled,
  });

export const userFrequencyQuery = ({ enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: [...apiKeys.user, 'userFrequency'] as const,
    queryFn: ({ signal }) => fetchUserFrequency({ signal }),
    enabled,
  });

export const rebateUserInfoQuery = ({ enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: [...apiKeys.user, 'rebateUserInfo'] as const,
    queryFn: ({ signal }) => fetchRebateUserInfo({ signal }),
    enabled,
  });

export const downloadTaskQuery = (constId: string, { enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: [...apiKeys.user, 'downloadTask', constId] as const,
    queryFn: ({ signal }) => fetchDownloadTask({ const_id: constId, signal }),
    enabled,
  });

export const taskEmbedRegisterQuery = (constId: string, { enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: [...apiKeys.user, 'taskEmbedRegister', constId] as const,
    queryFn: ({ signal }) => fetchTaskEmbedRegister({ const_id: constId, signal }),
    enabled,
  });

/** Refetch on theme or locale change (SPEC section 4): put them in `extraKey`. */
const targetedPopupPlanQuery = (params: PopupPlanParams, { enabled = true, extraKey = [] }: Gate & { extraKey?: readonly string[] } = {}) =>
  queryOptions({
    queryKey: [...apiKeys.user, 'targetedPopupPlans', params.position, params.resource_type, params.device_id, ...extraKey] as const,
    queryFn: ({ signal }) => fetchTargetedPopupPlan({ ...params, signal }),
    enabled,
  });

/** Refetch on theme or locale change (SPEC section 4): put them in `extraKey`. */
const alphaUserPlansQuery = (params: AlphaPlansParams, { enabled = true, extraKey = [] }: Gate & { extraKey?: readonly string[] } = {}) =>
  queryOptions({
    queryKey: [...apiKeys.user, 'alphaUserPlans', params.currency, params.device_id, ...extraKey] as const,
    queryFn: ({ signal }) => fetchAlphaUserPlans({ ...params, signal }),
    enabled,
  });

/** The homepage banner's plan position (resource_type 4). */
const HOMEPAGE_BANNER_POSITION = 'home_banner';

/** The homepage banner's plan (SPEC sections 4, 7): resource_type 4, refetched on a theme or locale change. */
export const homepageBannerQuery = ({ theme, locale, enabled = true }: Gate & { theme: string; locale: string }) =>
  targetedPopupPlanQuery(
    { position: HOMEPAGE_BANNER_POSITION, device_id: 'web', resource_type: RESOURCE_TYPE.homepageBanner },
    { enabled, extraKey: [theme, locale] },
  );

/**
 * The alpha banner's currency for a page path (an optional locale prefix allowed): the token of
 * /alpha/{token}, '' on /alpha (the server's default), null off the alpha pages. The facts and
 * the banner both key their query by it, so they share one answer.
 */
export function alphaBannerCurrency(pathname: string): string | null {
  const match = /^\/alpha(?:\/([^/]+))?\/?$/.exec(stripLocale(pathname));
  return match === null ? null : (match[1] ?? '').toUpperCase();
}

/** The alpha banner's cards for a currency (SPEC sections 4, 7), refetched on a theme or locale change. */
export const alphaBannerQuery = ({ currency, theme, locale, enabled = true }: Gate & { currency: string; theme: string; locale: string }) =>
  alphaUserPlansQuery({ device_id: 'web', currency }, { enabled, extraKey: [theme, locale] });

export const newbiePrizeGuideQuery = ({ enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: [...apiKeys.user, 'newbiePrizeGuide'] as const,
    queryFn: ({ signal }) => fetchNewbiePrizeGuide({ signal }),
    enabled,
  });

export const newbiePrizePopupQuery = ({ enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: [...apiKeys.user, 'newbiePrizePopup'] as const,
    queryFn: ({ signal }) => fetchNewbiePrizePopup({ signal }),
    enabled,
  });

// --- Public ----------------------------------------------------------------------------------------------

export const ipLocationQuery = ({ enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: [...apiKeys.public, 'ipLocation'] as const,
    queryFn: ({ signal }) => fetchIpLocation({ signal }),
    enabled,
    staleTime: CONFIG_STALE_TIME,
  });

/** Header common data; with `fiat`, its rates are prices in that fiat (SPEC section 3). */
export const headerCommonQuery = ({ enabled = true, fiat }: Gate & { fiat?: string } = {}) =>
  queryOptions({
    queryKey: [...apiKeys.public, 'headerCommon', fiat ?? ''] as const,
    queryFn: ({ signal }) => fetchHeaderCommon({ fiat, signal }),
    enabled,
    staleTime: CONFIG_STALE_TIME,
  });

export const pageDownloadLinksQuery = (version: 1 | 2 = 1, { enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: [...apiKeys.public, 'pageDownloadLinks', version] as const,
    queryFn: ({ signal }) => (version === 2 ? fetchPageDownloadLinksV2({ signal }) : fetchPageDownloadLinks({ signal })),
    enabled,
    staleTime: CONFIG_STALE_TIME,
  });

export const coinIconWhitelistQuery = ({ enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: [...apiKeys.public, 'coinIconWhitelist'] as const,
    queryFn: ({ signal }) => fetchCoinIconWhitelist({ signal }),
    enabled,
    staleTime: CONFIG_STALE_TIME,
  });

export const homeStaticTradeDataQuery = ({ enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: [...apiKeys.public, 'homeStaticTradeData'] as const,
    queryFn: ({ signal }) => fetchHomeStaticTradeData({ signal }),
    enabled,
  });

export const ogShowQuery = (url: string, { enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: [...apiKeys.public, 'ogShow', url] as const,
    queryFn: ({ signal }) => fetchOgShow({ url, signal }),
    enabled,
  });

export const trendingStoriesQuery = (params: TrendingParams = {}, { enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: [...apiKeys.public, 'trendingStories', params.lang ?? '', params.limit ?? 0] as const,
    queryFn: ({ signal }) => fetchTrendingStories({ ...params, signal }),
    enabled,
  });

export const marketTickersQuery = ({ enabled = true, quote }: Gate & { quote?: string } = {}) =>
  queryOptions({
    queryKey: quote === undefined ? ([...apiKeys.public, 'marketTickers'] as const) : ([...apiKeys.public, 'marketTickers', quote] as const),
    queryFn: ({ signal }) => fetchMarketTickers({ quote, signal }),
    enabled,
    staleTime: 10_000,
  });

export const earnProductsQuery = (asset?: string, { enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: [...apiKeys.public, 'earnProducts', asset ?? ''] as const,
    queryFn: ({ signal }) => fetchEarnProducts({ asset, signal }),
    enabled,
  });

// --- The catalog (issue 13 part 5): lists for a minute, entities for five -------------------------

export const alphaTokensQuery = () =>
  queryOptions({ queryKey: [...apiKeys.public, 'alphaTokens'] as const, queryFn: ({ signal }) => fetchAlphaTokens({ signal }), staleTime: 60_000 });
export const alphaTokenQuery = (token: string) =>
  queryOptions({ queryKey: [...apiKeys.public, 'alphaToken', token.toLowerCase()] as const, queryFn: ({ signal }) => fetchAlphaToken({ token, signal }), staleTime: 300_000 });
export const leadTradersQuery = () =>
  queryOptions({ queryKey: [...apiKeys.public, 'leadTraders'] as const, queryFn: ({ signal }) => fetchLeadTraders({ signal }), staleTime: 60_000 });
export const leadTraderQuery = (id: string) =>
  queryOptions({ queryKey: [...apiKeys.public, 'leadTrader', id] as const, queryFn: ({ signal }) => fetchLeadTrader({ id, signal }), staleTime: 300_000 });
export const startupProjectsQuery = () =>
  queryOptions({ queryKey: [...apiKeys.public, 'startupProjects'] as const, queryFn: ({ signal }) => fetchStartupProjects({ signal }), staleTime: 60_000 });
export const startupProjectQuery = (id: string) =>
  queryOptions({ queryKey: [...apiKeys.public, 'startupProject', id] as const, queryFn: ({ signal }) => fetchStartupProject({ id, signal }), staleTime: 300_000 });
/** Coin reference data changes rarely: kept for the session once fetched. */
export const coinsQuery = () =>
  queryOptions({ queryKey: [...apiKeys.public, 'coins'] as const, queryFn: ({ signal }) => fetchCoins({ signal }), staleTime: Infinity });
export const coinQuery = (slug: string) =>
  queryOptions({ queryKey: [...apiKeys.public, 'coin', slug.toLowerCase()] as const, queryFn: ({ signal }) => fetchCoin({ slug, signal }), staleTime: 300_000 });

export const launchpoolsQuery = () =>
  queryOptions({ queryKey: [...apiKeys.public, 'launchpools'] as const, queryFn: ({ signal }) => fetchLaunchpools({ signal }), staleTime: 60_000 });
export const stakingProductsQuery = () =>
  queryOptions({ queryKey: [...apiKeys.public, 'stakingProducts'] as const, queryFn: ({ signal }) => fetchStakingProducts({ signal }), staleTime: 60_000 });
export const lendingMarketsQuery = () =>
  queryOptions({ queryKey: [...apiKeys.public, 'lendingMarkets'] as const, queryFn: ({ signal }) => fetchLendingMarkets({ signal }), staleTime: 60_000 });
export const candyDropsQuery = () =>
  queryOptions({ queryKey: [...apiKeys.public, 'candyDrops'] as const, queryFn: ({ signal }) => fetchCandyDrops({ signal }), staleTime: 60_000 });
export const preMarketProjectsQuery = () =>
  queryOptions({ queryKey: [...apiKeys.public, 'preMarketProjects'] as const, queryFn: ({ signal }) => fetchPreMarketProjects({ signal }), staleTime: 60_000 });
/** The user's own lists: under the user key, so logging out or in drops them. */
export const couponsQuery = () =>
  queryOptions({ queryKey: [...apiKeys.user, 'coupons'] as const, queryFn: ({ signal }) => fetchCoupons({ signal }), staleTime: 60_000 });
export const ticketsQuery = () =>
  queryOptions({ queryKey: [...apiKeys.user, 'tickets'] as const, queryFn: ({ signal }) => fetchTickets({ signal }), staleTime: 60_000 });

/** A section's articles in the reader's language (server content: the content team publishes per language). */
export const articlesQuery = (section: ArticleSection, lang: string) =>
  queryOptions({ queryKey: [...apiKeys.public, 'articles', section, lang] as const, queryFn: ({ signal }) => fetchArticles({ section, lang, signal }), staleTime: 60_000 });
export const articleQuery = (section: ArticleSection, slug: string, lang: string) =>
  queryOptions({ queryKey: [...apiKeys.public, 'article', section, slug, lang] as const, queryFn: ({ signal }) => fetchArticle({ section, slug, lang, signal }), staleTime: 300_000 });

export const upcomingEventsQuery = (lang: string) =>
  queryOptions({ queryKey: [...apiKeys.public, 'upcomingEvents', lang] as const, queryFn: ({ signal }) => fetchUpcomingEvents({ lang, signal }), staleTime: 300_000 });
export const subAccountsQuery = () =>
  queryOptions({ queryKey: [...apiKeys.user, 'subAccounts'] as const, queryFn: ({ signal }) => fetchSubAccounts({ signal }), staleTime: 60_000 });

/** The glossary in the reader's language (server content, like the articles). */
export const glossaryQuery = (lang: string) =>
  queryOptions({ queryKey: [...apiKeys.public, 'glossary', lang] as const, queryFn: ({ signal }) => fetchGlossary({ lang, signal }), staleTime: 3_600_000 });
/** Peer-to-peer adverts move with the market: refetched every 30 s while the page is open. */
export const p2pAdvertsQuery = (fiat: string, side: P2PSide) =>
  queryOptions({ queryKey: [...apiKeys.public, 'p2pAdverts', fiat, side] as const, queryFn: ({ signal }) => fetchP2pAdverts({ fiat, side, signal }), staleTime: 15_000, refetchInterval: 30_000 });
export const depositNetworksQuery = () =>
  queryOptions({ queryKey: [...apiKeys.public, 'depositNetworks'] as const, queryFn: ({ signal }) => fetchDepositNetworks({ signal }), staleTime: 600_000 });
export const feeTiersQuery = () =>
  queryOptions({ queryKey: [...apiKeys.public, 'feeTiers'] as const, queryFn: ({ signal }) => fetchFeeTiers({ signal }), staleTime: 3_600_000 });
/** A running competition's standings: refetched every minute while the page is open. */
export const competitionLeaderboardQuery = (id: string) =>
  queryOptions({ queryKey: [...apiKeys.public, 'competitionLeaderboard', id] as const, queryFn: ({ signal }) => fetchCompetitionLeaderboard({ id, signal }), staleTime: 30_000, refetchInterval: 60_000 });
/** The user's address never changes for an asset and network: kept for the session. */
export const depositAddressQuery = (asset: string, network: string, { enabled = true }: Gate = {}) =>
  queryOptions({ queryKey: [...apiKeys.user, 'depositAddress', asset, network] as const, queryFn: ({ signal }) => fetchDepositAddress({ asset, network, signal }), staleTime: Infinity, enabled });

// --- Mutations ------------------------------------------------------------------------------------------------

/**
 * A session change: every per-session answer goes back to its initial state, and the queries on
 * screen refetch (with the new cookies), so nothing of the previous user stays visible.
 */
function resetSession(client: QueryClient): Promise<void> {
  return client.resetQueries({ queryKey: apiKeys.user });
}

/** Save the fund-password frequency; on success the saved value is refetched. data.result / data.msg as SPEC. */
export const setFrequencyMutation = () =>
  mutationOptions({
    mutationKey: ['api', 'setTradePassFrequency'],
    mutationFn: (params: SetFrequencyParams) => setTradePassFrequency(params),
    onSuccess: async (result, _vars, _onMutate, context) => {
      if (result.data.result) await context.client.invalidateQueries({ queryKey: [...apiKeys.user, 'userFrequency'] });
    },
  });

/** Sign the Turkey declaration; the status is refetched whatever happened (a failed sign leaves it). */
export const declarationSubmitMutation = () =>
  mutationOptions({
    mutationKey: ['api', 'declarationSubmit'],
    mutationFn: () => submitDeclaration(),
    onSettled: (_result, _error, _vars, _onMutate, context) =>
      context.client.invalidateQueries({ queryKey: [...apiKeys.user, 'declarationStatus'] }),
  });

/** Accept the user agreement; on code 0 the status is refetched (SPEC section 4). */
export const userAgreementSubmitMutation = () =>
  mutationOptions({
    mutationKey: ['api', 'userAgreementSubmit'],
    mutationFn: (params: SceneParams) => submitUserAgreement(params),
    onSuccess: async (result, _vars, _onMutate, context) => {
      if (result.data) await context.client.invalidateQueries({ queryKey: [...apiKeys.user, 'userAgreementStatus'] });
    },
  });

/**
 * The IP-penetration check of this page view (SPEC section 4): the real-IP probe (3000 ms), then
 * its result sent as type 1 with the IPs and the STUN servers. Data null: let the user through
 * (the probe could not run, or the call failed). Run once per page load (a reload runs it again):
 * the caller gates it on the `ipCheckRun` decision (logged in, main, no valid stored token, not
 * suppressed).
 */
export const ipCheckQuery = ({ enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: [...apiKeys.user, 'ipCheck'] as const,
    queryFn: async ({ signal }) => {
      let probe;
      try {
        probe = await probeRealIps({ signal });
      } catch (error) {
        console.warn(`IP check: the real-IP probe could not run (${error instanceof Error ? error.message : String(error)}); letting the user through`);
        return null;
      }
      const result = await checkIpPenetration({ type: 1, ips: probe.ips, stuns: probe.stuns, signal });
      return result.data;
    },
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** Log in (demo backend); on code 0 the per-session cache is dropped. */
export const loginMutation = () =>
  mutationOptions({
    mutationKey: ['api', 'login'],
    mutationFn: (params: LoginParams) => login(params),
    onSuccess: async (result, _vars, _onMutate, context) => {
      if (result.data?.code === 0) await resetSession(context.client);
    },
  });

export const oauthCallbackMutation = () =>
  mutationOptions({
    mutationKey: ['api', 'oauthCallback'],
    mutationFn: (params: OAuthCallbackParams) => oauthCallback(params),
    onSuccess: async (result, _vars, _onMutate, context) => {
      if (result.data?.code === 0) await resetSession(context.client);
    },
  });

export const signupMutation = () =>
  mutationOptions({
    mutationKey: ['api', 'signup'],
    mutationFn: (params: SignupParams) => signup(params),
    onSuccess: async (result, _vars, _onMutate, context) => {
      if (result.data?.code === 0) await resetSession(context.client);
    },
  });

/** Log out; the per-session cache is dropped even if the call failed (the user asked to leave). */
export const logoutMutation = () =>
  mutationOptions({
    mutationKey: ['api', 'logout'],
    mutationFn: () => logout(),
    onSettled: (_result, _error, _vars, _onMutate, context) => resetSession(context.client),
  });

/** The answer or default of a finished query, for callers that only want the value. */
export function valueOf<T>(result: ApiResult<T> | undefined, whileLoading: T): T {
  return result === undefined ? whileLoading : result.data;
}

/** SPEC sections 4, 7: the VIP popup's plan (resource_type 5, position vip_popup; list[0]). */
const VIP_POPUP_POSITION = 'vip_popup';
export const vipPopupPlanQuery = ({ enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: [...apiKeys.user, 'targetedPopupPlan', VIP_POPUP_POSITION] as const,
    queryFn: ({ signal }) => fetchTargetedPopupPlan({ position: VIP_POPUP_POSITION, device_id: 'web', resource_type: 5, signal }),
    enabled,
  });

// --- The coin directory and a coin's history (issue 39) ------------------------------------------------

/** /price, /price/{coin}, /crypto-market-data and home's markets read this one query. */
export const coinDirectoryQuery = ({ enabled = true }: Gate = {}) =>
  queryOptions({
    queryKey: [...apiKeys.public, 'coinDirectory'] as const,
    queryFn: ({ signal }) => fetchCoinDirectory({ signal }),
    enabled,
    staleTime: 30_000,
    refetchInterval: 30_000,
  });

export const coinHistoryQuery = (slug: string, range: HistoryRange) =>
  queryOptions({
    queryKey: [...apiKeys.public, 'coinHistory', slug.toLowerCase(), range] as const,
    queryFn: ({ signal }) => fetchCoinHistory({ slug, range, signal }),
    staleTime: 60_000,
  });
