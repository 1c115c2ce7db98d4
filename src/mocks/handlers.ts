/**
 * The mocked backend: one MSW handler per endpoint of src/api (same paths, from src/api/paths),
 * serving both vitest (msw/node, ./node) and the browser (service worker, ./browser).
 *
 * Each handler, in order:
 * 1. injects the endpoint's fault, if the state or the scenario asks for one (./faults);
 * 2. serves the scenario's response body for the endpoint, if it has one;
 * 3. answers as the real server would for the current persona and site (./personas), with the
 *    state the product changed (./state): declaration signed, agreement accepted, frequency saved,
 *    logged in or out.
 *
 * Sessions: a request is logged in when it carries a non-empty uid cookie (in the browser MSW
 * reads document.cookie; in Node the Cookie header). Login and logout set and clear the uid and
 * nickname cookies with Set-Cookie. POSTs other than login and signup check the X-CSRFToken header
 * against the csrftoken cookie, as a Django-style backend does.
 */
import { ANALYTICS_PATH } from '../analytics/config';
import { MONITORING_PATH } from '../analytics/monitor';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { isResolution } from '../api/endpoints/chart';
import { TRADING_CODES } from '../api/trading/endpoints';
import type { EndpointId } from '../api/endpointIds';
import { BUSINESS_CHECK_TYPES, PATHS } from '../api/paths';
import type { IpPenetrationResult, UserInfo } from '../generated/validators';
import {
  alphaCards,
  COIN_ICON_WHITELIST,
  EARN_PRODUCTS,
  HEADER_COMMON,
  USD_PER_FIAT,
  HOME_STATS,
  MENU_CONFIG,
  NEWBIE_PRIZE_GUIDE,
  NEWBIE_PRIZE_POPUP,
  ogShow,
  pageDownloadLinks,
  siteDomain,
  POPUP_PLANS,
  TICKERS,
  TRENDING_STORIES,
  vipPopupPlan,
} from './data/data';
import { faultResponse } from './faults';
import { barsBetween, HISTORY_START, MOCK_SYMBOLS, mockSymbol, priceAt, searchSymbols, symbolInfo, tickerAt, type MockSymbol } from './market';
import { marketStreamHandler } from './stream';
import { directoryAt, historyAt } from './data/directory';
import { HISTORY_RANGES, type HistoryRange } from '../api/endpoints/markets';
import { privateStreamHandler } from './privateStream';
import { sessionPersona } from './session';
import {
  balancesAnswer,
  cancelAllAnswer,
  cancelAnswer,
  myTradesAnswer,
  openOrdersAnswer,
  orderHistoryAnswer,
  pairRulesAnswer,
  placeAnswer,
} from './exchange/api';
import { checkFundPassword, checkPassword, checkTotp, readSecurity } from './exchange/security/security';
import { antiPhishingAnswer, fundPasswordAnswer, passwordAnswer, securityAnswer, totpBindAnswer, totpSecretAnswer } from './exchange/security/securityApi';
import { addressBookAddAnswer, addressBookAnswer, depositsAnswer, simulateDepositAnswer, subAccountBalancesAnswer, subTransferAnswer, withdrawalsAnswer, withdrawAnswer, withdrawRulesAnswer } from './exchange/wallet/walletApi';
import {
  convertExecuteAnswer,
  convertHistoryAnswer,
  convertQuoteAnswer,
  copyAccountsAnswer,
  copyStartAnswer,
  copyStopAnswer,
  earnAccountAnswer,
  earnClaimAnswer,
  earnRedeemAnswer,
  earnSubscribeAnswer,
  launchpoolsList,
  traderPerformanceAnswer,
} from './exchange/money/moneyApi';
import { chartPositionsAnswer, ownsFuturesPosition, positionActionAnswer, futuresAccountAnswer, futuresCancelAnswer, futuresContractsAnswer, futuresListAnswer, futuresOpenOrdersAnswer, futuresPlaceAnswer } from './exchange/futures/futuresApi';
import { accountTotals, walletTransferAnswer } from './exchange/accounts/accountsApi';
import { fiatDepositCreateAnswer, fiatDepositsAnswer, fiatMethodsAnswer, gateCodeCancelAnswer, gateCodeCreateAnswer, gateCodeRedeemAnswer, gateCodesAnswer, ticketCreateAnswer, ticketDetailAnswer, ticketReplyAnswer, ticketsAnswer } from './exchange/services/servicesApi';
import { marginAccountAnswer, marginActionAnswer, marginCancelAnswer, marginListAnswer, marginOpenOrdersAnswer, marginPlaceAnswer } from './exchange/margin/marginApi';
import { MINI_APP_SOURCES } from './data/miniApps';
import { ALPHA_TOKENS, alphaTokenFor, CANDY_DROPS, COINS, coinFor, COUPONS, LEAD_TRADERS, leadTraderFor, LENDING_MARKETS, PRE_MARKET_PROJECTS, STAKING_PRODUCTS, startupProjects, startupProjectFor, SUB_ACCOUNTS, UPCOMING_EVENTS } from './data/catalog';
import { coinIconSvg, hasCoinIcon } from './data/coinIcons';
import { articleFor, articlesOf, storiesIn } from './data/articles';
import { GLOSSARY } from './data/glossary';
import { DEPOSIT_ASSETS, depositAddressFor, FEE_TIERS, LEADERBOARDS, p2pAdvertsFor } from './data/wallet';
import { deviceIdFor, FINGERPRINT_SDK_PATH, fingerprintSdkSource } from './fingerprintSdk';
import { CONFIG_BUNDLE_PATH, publishedBundle } from './config-bundle/configBundle';
import {
  complianceFor,
  DEMO_ACCOUNT_DOMAIN,
  PERSONA_IDS,
  PERSONAS,
  personaForAccount,
  sessionCookies,
  type Persona,
  type PersonaId,
} from './personas';
import {
  agreementStatus,
  currentPersonaId,
  declarationStatus,
  faultFor,
  frequency,
  getMockSettings,
  getScenario,
  kycApplication,
  scenarioResponse,
  setAgreementStatus,
  setDeclarationStatus,
  setFrequency,
  setKycApplication,
  switchPersona,
} from './state';
import { effectiveKycCode, reviewed, submitKyc } from './exchange/kyc/kyc';

type Cookies = Record<string, string>;

interface Context {
  readonly request: Request;
  readonly cookies: Cookies;
  readonly url: URL;
}

type Resolve = (ctx: Context) => Response | Promise<Response>;

/** Codes of the mocked backend (plausible, not the real server's). */
const MOCK_CODES = {
  notLoggedIn: 10001,
  badCredentials: 10002,
  accountExists: 10003,
  weakPassword: 10004,
  csrf: 40301,
  subAccountNotFound: 10110,
  inviteInvalid: 10530001,
  inviteChannelOnly: 10530135,
  unknownType: 40001,
  unknownSymbol: 40401,
  positionNotFound: 40402,
  /** The catalog's entity answers (src/api/endpoints/catalog.ts NOT_FOUND_CODE). */
  notFound: 40400,
} as const;

// --- Responses -----------------------------------------------------------------------------------------------

/** The usual envelope. Open-envelope endpoints get a timestamp too, as the real gateway adds one. */
function ok(data: unknown, { closed = false }: { closed?: boolean } = {}): Response {
  const body = closed ? { code: 0, message: 'success', data } : { code: 0, message: 'success', data, timestamp: Date.now() };
  return HttpResponse.json(body as JsonBodyType);
}

function failure(code: number, message: string, status = 200): Response {
  return HttpResponse.json({ code, message, data: null }, { status });
}

/** Each USDT-quoted coin's price in `fiat` (USDT counted as one US dollar), as decimal strings. */
function fiatRates(fiat: string): Record<string, string> {
  const usdPerFiat = USD_PER_FIAT[fiat] ?? 1;
  // Plain decimals (the schema's decimal form): 8 significant digits, never an exponent.
  const decimal = (value: number) => value.toFixed(Math.max(0, 8 - Math.floor(Math.log10(Math.abs(value) || 1)) - 1)).replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
  const out: Record<string, string> = { USDT: decimal(1 / usdPerFiat) };
  for (const entry of MOCK_SYMBOLS) {
    const [base, quote] = entry.symbol.split('_');
    if (quote === 'USDT' && base) out[base] = decimal(entry.anchor / usdPerFiat);
  }
  return out;
}

/** An entity answer: the item, or code 40400 (not found) with data null. */
function found(item: unknown): Response {
  return item === undefined ? failure(MOCK_CODES.notFound, 'Not found.') : ok(item, { closed: true });
}

const notLoggedIn = (): Response => failure(MOCK_CODES.notLoggedIn, 'Please log in first.');

// --- Sessions ------------------------------------------------------------------------------------------------

/** The logged-in persona of a request, or null. A uid cookie with a logged-out persona set is kyc2. */
function sessionOf(cookies: Cookies): Persona | null {
  return sessionPersona(cookies);
}

/** Whose IP-based traits apply: the session's persona, else a logged-out persona (visitor, ukLimited). */
function viewerOf(cookies: Cookies): Persona {
  const session = sessionOf(cookies);
  if (session !== null) return session;
  const persona = PERSONAS[currentPersonaId()];
  return persona.user === null ? persona : PERSONAS.visitor;
}

/**
 * The order the form sends with the fund password the user typed when their frequency asked for
 * it: checked against the account's (./exchange/security), then taken off the order. An order
 * without one is the order alone: the form did not ask (frequency never, or within the hour, or
 * an account that has no fund password, which nothing can be checked against).
 */
function withFundPassword<T>(persona: Persona, body: Record<string, unknown>, place: (order: Record<string, unknown>) => T) {
  const { fund_password: fundPassword, ...order } = body;
  if (fundPassword !== undefined && readSecurity(persona.id).fundPassword !== null && !checkFundPassword(persona.id, fundPassword)) return { code: TRADING_CODES.wrongFundPassword, message: 'Incorrect fund password.', data: null };
  return place(order);
}

/** The latest identity-verification application as the API answers it, reviewed at this moment. */
function kycApplicationAnswer(persona: Persona) {
  const stored = kycApplication(persona.id);
  if (stored === null) return null;
  const application = reviewed(stored, Date.now());
  return { level: application.level, status: application.status, submitted_at: application.submittedAt, review_at: application.reviewAt, reason: application.reason };
}

/** The persona's own user info, raised to a level its approved application granted (docs/kyc.md). */
function verifiedUser(persona: Persona & { user: UserInfo }): UserInfo {
  const verified = effectiveKycCode(persona.user.verified ?? persona.kycStatus, kycApplication(persona.id), Date.now());
  if (verified === persona.user.verified) return persona.user;
  return { ...persona.user, verified, kyc_status: 1, isCompletedKYC2: 1 };
}

/** The persona's user info, with the scenario's user facts laid over it. */
function userInfoOf(persona: Persona): UserInfo | null {
  if (persona.user === null) return null;
  const own = verifiedUser({ ...persona, user: persona.user });
  const facts = getScenario()?.facts.user;
  if (facts === undefined) return own;
  const overrides: Partial<UserInfo> = {};
  if (facts.uid !== undefined && facts.uid !== '') overrides.uid = facts.uid;
  if (facts.nickname !== undefined && facts.nickname !== '') overrides.nickname = facts.nickname;
  if (facts.verified !== undefined) overrides.verified = facts.verified;
  if (facts.kyc_status !== undefined) overrides.kyc_status = facts.kyc_status;
  if (facts.country !== undefined) overrides.country = facts.country;
  if (facts.is_sub !== undefined) overrides.is_sub = facts.is_sub;
  if (facts.tier !== undefined) overrides.tier = facts.tier;
  return { ...own, ...overrides };
}

const COOKIE_ATTRIBUTES = 'Path=/; SameSite=Lax';

function setCookieHeaders(cookies: Readonly<Record<string, string>>, maxAge?: number): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(cookies)) {
    const age = maxAge === undefined ? '' : `; Max-Age=${maxAge}`;
    headers.append('Set-Cookie', `${name}=${encodeURIComponent(value)}; ${COOKIE_ATTRIBUTES}${age}`);
  }
  return headers;
}

function newCsrfToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function csrfOk(ctx: Context): boolean {
  const cookie = ctx.cookies.csrftoken ?? '';
  return cookie === '' || ctx.request.headers.get('X-CSRFToken') === cookie;
}

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body = (await request.json()) as unknown;
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function formBody(request: Request): Promise<URLSearchParams | null> {
  if (!(request.headers.get('Content-Type') ?? '').startsWith('application/x-www-form-urlencoded')) return null;
  return new URLSearchParams(await request.text());
}

// --- Routing ---------------------------------------------------------------------------------------------------

/**
 * A handler for `*<path>` (any origin, any data prefix). `id` names the endpoint for faults and
 * scenario overrides; a function picks it from the URL when two endpoints share a path.
 */
function route(method: 'get' | 'post', path: string, id: EndpointId | ((url: URL) => EndpointId | null), resolve: Resolve) {
  return http[method](`*${path}`, async ({ request, cookies }) => {
    const url = new URL(request.url);
    const endpointId = typeof id === 'function' ? id(url) : id;
    if (endpointId !== null) {
      const fault = faultFor(endpointId);
      if (fault !== null) {
        const response = await faultResponse(fault, request);
        if (response !== undefined) return response;
      }
      const override = scenarioResponse(endpointId);
      if (override !== null) return HttpResponse.json(override.body as JsonBodyType);
    }
    const ctx: Context = { request, cookies, url };
    if (method === 'post' && endpointId !== 'login' && endpointId !== 'signup' && !csrfOk(ctx)) {
      return failure(MOCK_CODES.csrf, 'CSRF verification failed.', 403);
    }
    return resolve(ctx);
  });
}

/** A handler that needs a session: not logged in answers code 10001. */
function authed(method: 'get' | 'post', path: string, id: EndpointId, resolve: (ctx: Context, persona: Persona) => Response | Promise<Response>) {
  return route(method, path, id, (ctx) => {
    const persona = sessionOf(ctx.cookies);
    return persona === null ? notLoggedIn() : resolve(ctx, persona);
  });
}

/**
 * A spot trading endpoint (docs/trading-api.md): not logged in answers 40100; the answer is the
 * account model's `{ code, message, data }` (./exchange/api), a rejection with HTTP 200.
 */
function trading(method: 'get' | 'post', path: string, id: EndpointId, answer: (ctx: Context, persona: Persona) => unknown | Promise<unknown>) {
  return route(method, path, id, async (ctx) => {
    const persona = sessionOf(ctx.cookies);
    if (persona === null) return failure(40100, 'Please log in first.');
    return HttpResponse.json((await answer(ctx, persona)) as JsonBodyType);
  });
}

function businessCheckId(url: URL): EndpointId | null {
  const type = url.searchParams.get('type');
  if (type === BUSINESS_CHECK_TYPES.footerTips) return 'footerTips';
  if (type === BUSINESS_CHECK_TYPES.coolDownReminder) return 'coolDownReminder';
  return null;
}

/** A day: how long a passed check's token stays valid in the demo. */
const IP_TOKEN_TTL_S = 86_400;

/**
 * A passed check's token, in the format src/api/endpoints/compliance.ts reads (ipTokenClaims):
 * base64url JSON {uid, nbf, exp} (seconds), then a signature the demo does not check.
 */
function ipCheckToken(uid: number): string {
  const nbf = Math.floor(Date.now() / 1000);
  const payload = btoa(JSON.stringify({ uid, nbf, exp: nbf + IP_TOKEN_TTL_S })).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${payload}.demo-signature`;
}

/**
 * The check's answer. The demo's backend writes its notices in English only: for any other
 * language (the lang cookie) it sends no text, and the client shows SPEC section 8's defaults in
 * the reader's language, as it does whenever a server sends none.
 */
function ipCheckResult(result: number, persona: Persona, lang: string | undefined): IpPenetrationResult {
  const answer = ipCheckAnswer(result, persona);
  if (lang === undefined || lang === '' || lang.startsWith('en')) return answer;
  return { ...answer, title: '', content: '', button: '' };
}

function ipCheckAnswer(result: number, persona: Persona): IpPenetrationResult {
  switch (result) {
    case 2:
      return { result, title: 'Verification upgrade required', content: '<p>To keep using your account from this network, please upgrade your verification.</p>', button: 'Upgrade now', url: '/myaccount/kyc_home', token: '', closable: 0 };
    case 0:
    case 3:
      return { result, title: 'VPN or proxy detected', content: '<p>You appear to be using a VPN or proxy. Turn it off and reload, or continue to verify.</p>', button: 'I have turned it off', url: '', token: '', closable: 0 };
    case 4:
      return { result, title: 'Access check', content: '<p>We could not confirm where you are accessing from. Please contact support.</p>', button: 'Contact support', url: '/myaccount/tickets', token: '', closable: 0 };
    default:
      return { result, title: '', content: '', button: '', url: '', token: ipCheckToken(Number(persona.user?.uid ?? 0)), closable: 1 };
  }
}

const INVITES: Readonly<Record<string, { ref_uid: number; ref_type: string; ref_channel: string; group_id: string }>> = {
  TRADER2: { ref_uid: 10_400_003, ref_type: 'kol', ref_channel: 'kol_web', group_id: 'g-1042' },
  WHALE3: { ref_uid: 10_400_004, ref_type: 'partner', ref_channel: 'partner_web', group_id: 'g-2001' },
};

// --- Handlers ----------------------------------------------------------------------------------------------------

/** The analytics collector (src/analytics): the demo's backend takes every event and answers 204. */
const analyticsHandler = http.post(`*${ANALYTICS_PATH}`, () => new HttpResponse(null, { status: 204 }));
/** Monitoring reports (issue 15): received and kept (the last 100) for tests and the dev panel. */
const receivedMonitoring: unknown[] = [];
const monitoringHandler = http.post(`*${MONITORING_PATH}`, async ({ request }) => {
  receivedMonitoring.unshift(await request.json().catch(() => null));
  receivedMonitoring.length = Math.min(receivedMonitoring.length, 100);
  return new HttpResponse(null, { status: 204 });
});

/**
 * The mini-apps' static host (SPEC section 7): a HEAD check, then the module. `?miniapps=down`
 * makes both answer 503, so the features that host them hide (SPEC section 8, mini-app mount
 * failure).
 */
const miniAppHandlers = (['head', 'get'] as const).map((method) =>
  http[method]('*/mini-apps/:name/v1/index.js', ({ params }) => {
    const source = MINI_APP_SOURCES[String(params.name)];
    if (getMockSettings().miniAppsDown) return new HttpResponse(null, { status: 503 });
    if (source === undefined) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(method === 'head' ? null : source, {
      headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' },
    });
  }),
);

/**
 * The device fingerprint (SPEC section 7): the vendor's script (`?fingerprint=fail` answers 503,
 * `hang` a script that never sets up, `garbage` one whose blob earns a garbage id), then the
 * origin-relative POST /dfdid/udid/c1.
 */
const fingerprintHandlers = [
  http.get(`*${FINGERPRINT_SDK_PATH}`, () => {
    const mode = getMockSettings().fingerprint;
    if (mode === 'fail') return new HttpResponse(null, { status: 503 });
    return new HttpResponse(fingerprintSdkSource(mode), { headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' } });
  }),
  route('post', PATHS.deviceFingerprint, 'deviceFingerprint', async ({ request }) => {
    const body = await jsonBody(request);
    return ok({ udid: deviceIdFor(String(body.data ?? '')) });
  }),
];

/**
 * Stand-ins for the third-party scripts (src/services/thirdParty): the demo has no internet.
 * Each records that it ran (window.__thirdPartyLoaded) so browser tests can see it.
 */
const thirdPartyHandlers = [
  http.get('https://www.googletagmanager.com/gtag/js', () => new HttpResponse("(window.__thirdPartyLoaded = window.__thirdPartyLoaded || []).push('tagManager');", { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } })),
  http.get('https://connect.facebook.net/:lang/fbevents.js', () => new HttpResponse("(window.__thirdPartyLoaded = window.__thirdPartyLoaded || []).push('pixel');", { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } })),
];

/** The hot config bundle (issue 16): the manifest and the bundle it names, as `?config=` chose. */
const configBundleHandlers = [
  http.get(`*${CONFIG_BUNDLE_PATH}manifest.json`, async () => {
    const mode = getMockSettings().configBundle;
    if (mode === 'unreachable') return HttpResponse.error();
    const published = await publishedBundle(mode);
    if (!published) return new HttpResponse(null, { status: 404 });
    return HttpResponse.json(published.manifest, { headers: { 'Cache-Control': 'no-store' } });
  }),
  http.get(`*${CONFIG_BUNDLE_PATH}:file`, async ({ params }) => {
    const published = await publishedBundle(getMockSettings().configBundle);
    if (!published || params.file !== published.manifest.bundle) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(published.text, { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=31536000, immutable' } });
  }),
];

/** Coin icons on the static host (SPEC section 9); a name it has no icon for is a 404. */
const coinIconHandler = http.get('*/coin_icon/64/:file', ({ params }) => {
  const name = String(params.file).replace(/\.png$/, '');
  if (!hasCoinIcon(name)) return new HttpResponse(null, { status: 404 });
  return new HttpResponse(coinIconSvg(name), { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' } });
});

export const handlers = [
  analyticsHandler,
  monitoringHandler,
  coinIconHandler,
  ...miniAppHandlers,
  ...fingerprintHandlers,
  ...thirdPartyHandlers,
  ...configBundleHandlers,
  // Marketing and welfare
  route('get', PATHS.downloadTask, 'downloadTask', ({ cookies }) => {
    const persona = viewerOf(cookies);
    return ok(
      persona.hasDownloadTask
        ? { has_dl_task: 1, reward_num: '10', reward_currency: 'USDT' }
        : { has_dl_task: 2, reward_num: '0', reward_currency: '' },
    );
  }),
  route('get', PATHS.taskEmbedRegister, 'taskEmbedRegister', ({ cookies }) =>
    ok(
      sessionOf(cookies) === null
        ? { has_register_task: 1, reward_num: '100', reward_currency: 'USDT', newbie_prize_num: '6666' }
        : { has_register_task: 2, reward_num: '0', reward_currency: '', newbie_prize_num: '0' },
    ),
  ),
  route('get', PATHS.ogShow, 'ogShow', ({ url }) => ok(ogShow(url.searchParams.get('url') ?? '/'))),
  route('get', PATHS.targetedPopupPlans, 'targetedPopupPlans', ({ url, cookies }) => {
    const resourceType = Number(url.searchParams.get('resource_type'));
    const session = sessionOf(cookies);
    if (resourceType === 5) {
      const vip = session?.vipPopup;
      return ok({ list: vip !== undefined && session?.vip ? [vipPopupPlan(session.vip.tier, vip)] : [] });
    }
    // The homepage banner is targeted: the demo has a plan for it only when a scenario says so
    // (facts.marketing.homepageBanner.hasPlan), so the default home page shows none.
    if (resourceType === 4) return ok({ list: getScenario()?.facts.marketing?.homepageBanner?.hasPlan === true ? (POPUP_PLANS[4] ?? []) : [] });
    return ok({ list: POPUP_PLANS[resourceType] ?? [] });
  }),
  route('get', PATHS.alphaUserPlans, 'alphaUserPlans', ({ url }) => {
    // No currency (the /alpha list): the server's default. A scenario with
    // facts.marketing.alphaBanner.cards 0 answers no cards.
    const currency = url.searchParams.get('currency') || 'USDT';
    const none = getScenario()?.facts.marketing?.alphaBanner?.cards === 0;
    return ok({ card: none ? [] : alphaCards(currency), currency });
  }),
  route('get', PATHS.newbiePrizeGuide, 'newbiePrizeGuide', () => ok(NEWBIE_PRIZE_GUIDE)),
  route('get', PATHS.newbiePrizePopup, 'newbiePrizePopup', () => ok(NEWBIE_PRIZE_POPUP)),
  route('get', PATHS.homeStaticTradeData, 'homeStaticTradeData', () => ok(HOME_STATS)),

  // Static JSON configs
  route('get', PATHS.pageDownloadLinks, 'pageDownloadLinks', () => HttpResponse.json(pageDownloadLinks(1, siteDomain(getMockSettings().site)))),
  route('get', PATHS.pageDownloadLinksV2, 'pageDownloadLinksV2', () => HttpResponse.json(pageDownloadLinks(2, siteDomain(getMockSettings().site)))),
  route('get', PATHS.coinIconWhitelist, 'coinIconWhitelist', () => HttpResponse.json(COIN_ICON_WHITELIST)),

  // Site and region
  route('get', PATHS.ipLocation, 'ipLocation', ({ cookies }) => {
    const persona = viewerOf(cookies);
    const site = getMockSettings().site;
    const country = persona.id === 'ukLimited' || site === 182 ? 'GB' : persona.id === 'hongKong' ? 'HK' : site === 177 ? 'TR' : 'SG';
    return ok({ country_code: country, ip: '203.0.113.24' });
  }),
  route('get', PATHS.headerCommon, 'headerCommon', ({ url }) => {
    const site = getMockSettings().site;
    const siteFiat = site === 177 ? 'TRY' : site === 106 ? 'EUR' : site === 182 ? 'GBP' : site === 83 ? 'JPY' : 'USD';
    // The rates answer in the fiat asked for (the display fiat), else the site's.
    const asked = (url.searchParams.get('fiat') ?? '').toUpperCase();
    const fiat = USD_PER_FIAT[asked] === undefined ? siteFiat : asked;
    return ok({ ...HEADER_COMMON, curr_fiat: fiat, curr_fiat_market_rates: fiatRates(fiat), defaultBuyCryptoFiat: siteFiat, defaultP2PFiat: siteFiat, sub_site_id: site });
  }),
  route('get', PATHS.menuConfig, 'menuConfig', () => ok(MENU_CONFIG)),

  // Compliance
  route('get', PATHS.complianceCheck, 'complianceCheck', ({ cookies }) => {
    const fromScenario = getScenario()?.facts.compliance;
    return ok(fromScenario ?? complianceFor(viewerOf(cookies), getMockSettings().site));
  }),
  route('get', PATHS.businessComplianceCheck, businessCheckId, ({ url, cookies }) => {
    const id = businessCheckId(url);
    if (id === null) return HttpResponse.json({ resMsg: { code: MOCK_CODES.unknownType, message: 'Unknown type.' } });
    const persona = id === 'footerTips' ? viewerOf(cookies) : sessionOf(cookies);
    // A scenario's facts.notices stand for the backend's notices (the reminder still needs a session).
    const fromScenario = getScenario()?.facts.notices;
    const datas =
      persona === null
        ? []
        : id === 'footerTips'
          ? (fromScenario?.business ?? persona.footerTips)
          : (fromScenario?.reminder ?? persona.coolDownReminder);
    return HttpResponse.json({ resMsg: { code: 0, message: 'success', method: 'business_check' }, datas });
  }),
  authed('get', PATHS.declarationStatus, 'declarationStatus', (_ctx, persona) => ok({ status: declarationStatus(persona.id) })),
  authed('post', PATHS.declarationSubmit, 'declarationSubmit', async ({ request }, persona) => {
    const form = await formBody(request);
    if (form === null || form.get('status') !== '2') return failure(40002, 'Invalid request.');
    setDeclarationStatus(persona.id, 2);
    return ok({ status: 2 });
  }),
  authed('post', PATHS.userAgreementStatus, 'userAgreementStatus', async ({ request }, persona) => {
    const scene = String((await jsonBody(request)).scene ?? '');
    if (scene === '') return failure(40002, 'scene is required.');
    const status = agreementStatus(persona.id);
    return ok({
      status,
      content: status === 1 ? '<p>We have updated our User Agreement. Please read and accept it to continue.</p>' : '',
      submit_button: status === 1 ? 'Accept and continue' : '',
    });
  }),
  authed('post', PATHS.userAgreementSubmit, 'userAgreementSubmit', async ({ request }, persona) => {
    const scene = String((await jsonBody(request)).scene ?? '');
    if (scene === '') return failure(40002, 'scene is required.');
    setAgreementStatus(persona.id, 0);
    return ok(null);
  }),
  authed('post', PATHS.ipPenetrationCheck, 'ipPenetrationCheck', async ({ request, cookies }, persona) => {
    const body = await jsonBody(request);
    if (![1, 2, 3].includes(Number(body.type))) return failure(40002, 'Invalid type.');
    // ?ipcheck=<result> decides, else a scenario's facts.ipCheck.result, else a pass (1).
    return ok(ipCheckResult(getMockSettings().ipCheckResult ?? getScenario()?.facts.ipCheck?.result ?? 1, persona, cookies.lang));
  }),

  // User
  authed('get', PATHS.userInfo, 'userInfo', (_ctx, persona) => ok(userInfoOf(persona))),
  authed('get', PATHS.userConfig, 'userConfig', (_ctx, persona) => ok(persona.userConfig)),
  authed('get', PATHS.kycStatus, 'kycStatus', (_ctx, persona) => ok({ kyc_status: effectiveKycCode(persona.kycStatus, kycApplication(persona.id), Date.now()) })),
  // Identity verification (docs/kyc.md): an application is reviewed on the demo's clock, and an
  // approved level is the user's in user info and the KYC status from then on.
  authed('get', PATHS.kycApplication, 'kycApplication', (_ctx, persona) => ok(kycApplicationAnswer(persona))),
  authed('post', PATHS.kycSubmit, 'kycSubmit', async ({ request }, persona) => {
    const now = Date.now();
    const outcome = submitKyc(persona.kycStatus, kycApplication(persona.id), { level: undefined, ...(await jsonBody(request)) }, now);
    if (!outcome.ok) return failure(outcome.code, outcome.message);
    setKycApplication(persona.id, outcome.application);
    return ok(kycApplicationAnswer(persona));
  }),
  authed('get', PATHS.subUserType, 'subUserType', ({ url }, persona) => {
    const subUid = url.searchParams.get('sub_uid') ?? '';
    if (!/^\d+$/.test(subUid)) return failure(MOCK_CODES.subAccountNotFound, 'This sub-account does not exist or is not yours.');
    return ok(persona.subUserType);
  }),
  authed('get', PATHS.vipTier, 'vipTier', (_ctx, persona) => ok(persona.vip ?? { tier: 0, expire_time: 0 })),
  // The account overview's totals: the spot account the trade form reads, at the model's prices.
  authed('get', PATHS.totalFunds, 'totalFunds', (_ctx, persona) => ok(accountTotals(persona.id))),
  authed('get', PATHS.totalAssets, 'totalAssets', (_ctx, persona) => ok({ total: accountTotals(persona.id).total_usd, currency: 'USDT' })),

  // Fund password
  authed('get', PATHS.userFrequency, 'userFrequency', (_ctx, persona) => ok({ frequency: frequency(persona.id) })),
  route('post', PATHS.querySafe, 'setTradePassFrequency', async (ctx) => {
    const persona = sessionOf(ctx.cookies);
    // The legacy endpoint answers result/msg, never the envelope.
    if (persona === null) return HttpResponse.json({ result: false, msg: 'Please log in first.' });
    const form = await formBody(ctx.request);
    if (form === null || form.get('action') !== 'tradepassfrequency') return HttpResponse.json({ result: false, msg: 'Invalid request.' });
    const value = form.get('frequency');
    if (value !== '0' && value !== '1' && value !== '2') return HttpResponse.json({ result: false, msg: 'Invalid frequency.' });
    if (!checkFundPassword(persona.id, form.get('fundpass'))) return HttpResponse.json({ result: false, msg: 'Incorrect fund password.' });
    if (!(await checkTotp(persona.id, form.get('totp')))) return HttpResponse.json({ result: false, msg: 'Incorrect authenticator code.' });
    setFrequency(persona.id, Number(value) as 0 | 1 | 2);
    return HttpResponse.json({ result: true, msg: 'Success', datas: {} });
  }),

  // Referral
  authed('get', PATHS.rebateUserInfo, 'rebateUserInfo', (_ctx, persona) => {
    const facts = getScenario()?.facts.referral;
    return ok({ ...persona.rebate, ...facts });
  }),
  route('get', PATHS.verifyInviteInfo, 'verifyInviteInfo', ({ url }) => {
    const code = (url.searchParams.get('invite_code') ?? '').toUpperCase();
    const invite = INVITES[code];
    if (invite !== undefined) return ok(invite);
    if (code.startsWith('CH')) {
      return HttpResponse.json({ code: MOCK_CODES.inviteChannelOnly, message: 'Invite code expired; channel kept.', data: { ref_channel: 'campaign_web', group_id: 'g-3100' } });
    }
    return failure(MOCK_CODES.inviteInvalid, 'Invalid invite code.');
  }),

  // Demo auth
  route('post', PATHS.login, 'login', async ({ request }) => {
    const body = await jsonBody(request);
    const account = String(body.account ?? '');
    // The account's current password (docs/account-security.md): the demo's until the user changes it.
    const id = personaForAccount(account);
    if (account.trim() === '' || !checkPassword(id, body.password)) {
      return HttpResponse.json({ code: MOCK_CODES.badCredentials, message: 'Incorrect account or password.', data: null });
    }
    switchPersona(id);
    return startSession(id);
  }),
  route('post', PATHS.signup, 'signup', async ({ request }) => {
    const body = await jsonBody(request);
    const account = String(body.account ?? '').trim();
    const password = String(body.password ?? '');
    if (account === '') return HttpResponse.json({ code: MOCK_CODES.badCredentials, message: 'Enter an e-mail address or phone number.', data: null });
    if (account.toLowerCase().endsWith(`@${DEMO_ACCOUNT_DOMAIN}`) && PERSONA_IDS.some((id) => account.toLowerCase() === `${id.toLowerCase()}@${DEMO_ACCOUNT_DOMAIN}`)) {
      return HttpResponse.json({ code: MOCK_CODES.accountExists, message: 'This account already exists.', data: null });
    }
    if (password.length < 8) return HttpResponse.json({ code: MOCK_CODES.weakPassword, message: 'Use at least 8 characters.', data: null });
    switchPersona('kyc0');
    return startSession('kyc0');
  }),
  // A third-party sign-in's return leg: the provider vouched for a verified demo account.
  route('post', PATHS.oauthCallback, 'oauthCallback', async ({ request }) => {
    const body = await jsonBody(request);
    if (!['google', 'metamask', 'apple', 'gateio'].includes(String(body.provider ?? ''))) {
      return HttpResponse.json({ code: MOCK_CODES.badCredentials, message: 'Unknown sign-in provider.', data: null });
    }
    switchPersona('kyc2');
    return startSession('kyc2');
  }),
  route('post', PATHS.logout, 'logout', () =>
    HttpResponse.json({ code: 0, message: 'success', data: null }, { headers: setCookieHeaders({ uid: '', nickname: '' }, 0) }),
  ),

  // Content and markets
  route('get', PATHS.trendingStories, 'trendingStories', ({ url }) => {
    const limit = Number(url.searchParams.get('limit') ?? '0');
    const list = storiesIn(TRENDING_STORIES, url.searchParams.get('lang') ?? 'en');
    return ok({ list: limit > 0 ? list.slice(0, limit) : list }, { closed: true });
  }),
  // The listing agrees with the chart and the stream: each pair's figures come from the price model.
  route('get', PATHS.marketTickers, 'marketTickers', ({ url }) => ok({ list: liveTickers(Date.now() / 1000, url.searchParams.get('quote') ?? 'USDT') }, { closed: true })),
  route('get', PATHS.earnProducts, 'earnProducts', ({ url }) => {
    const asset = (url.searchParams.get('asset') ?? '').toUpperCase();
    return ok({ list: asset === '' ? EARN_PRODUCTS : EARN_PRODUCTS.filter((p) => p.asset === asset) }, { closed: true });
  }),
  // The catalog (issue 13 part 5): lists, and entity pages that answer 40400 for an unknown id
  route('get', PATHS.alphaTokens, 'alphaTokens', () => ok({ list: ALPHA_TOKENS.map((token) => liveAlphaToken(token, Date.now() / 1000)) }, { closed: true })),
  route('get', PATHS.alphaToken, 'alphaToken', ({ url }) => {
    const token = alphaTokenFor(url.searchParams.get('token') ?? '');
    return found(token && liveAlphaToken(token, Date.now() / 1000));
  }),
  route('get', PATHS.leadTraders, 'leadTraders', () => ok({ list: LEAD_TRADERS }, { closed: true })),
  route('get', PATHS.leadTrader, 'leadTrader', ({ url }) => found(leadTraderFor(url.searchParams.get('id') ?? ''))),
  route('get', PATHS.startupProjects, 'startupProjects', () => ok({ list: startupProjects() }, { closed: true })),
  route('get', PATHS.startupProject, 'startupProject', ({ url }) => found(startupProjectFor(url.searchParams.get('id') ?? ''))),
  route('get', PATHS.coins, 'coins', () => ok({ list: COINS }, { closed: true })),
  route('get', PATHS.coin, 'coin', ({ url }) => found(coinFor(url.searchParams.get('slug') ?? ''))),
  route('get', PATHS.launchpools, 'launchpools', () => ok({ list: launchpoolsList() }, { closed: true })),
  route('get', PATHS.stakingProducts, 'stakingProducts', () => ok({ list: STAKING_PRODUCTS }, { closed: true })),
  route('get', PATHS.lendingMarkets, 'lendingMarkets', () => ok({ list: LENDING_MARKETS }, { closed: true })),
  route('get', PATHS.candyDrops, 'candyDrops', () => ok({ list: CANDY_DROPS }, { closed: true })),
  route('get', PATHS.preMarketProjects, 'preMarketProjects', () => ok({ list: PRE_MARKET_PROJECTS }, { closed: true })),
  route('get', PATHS.articles, 'articles', ({ url }) => ok({ list: articlesOf(url.searchParams.get('section') ?? '') }, { closed: true })),
  route('get', PATHS.article, 'article', ({ url }) => found(articleFor(url.searchParams.get('section') ?? '', url.searchParams.get('slug') ?? ''))),
  route('get', PATHS.upcomingEvents, 'upcomingEvents', () => ok({ list: UPCOMING_EVENTS }, { closed: true })),
  authed('get', PATHS.subAccounts, 'subAccounts', () => ok({ list: SUB_ACCOUNTS }, { closed: true })),
  route('get', PATHS.glossary, 'glossary', () => ok({ list: GLOSSARY }, { closed: true })),
  route('get', PATHS.p2pAdverts, 'p2pAdverts', ({ url }) => ok({ list: p2pAdvertsFor((url.searchParams.get('fiat') ?? '').toUpperCase(), url.searchParams.get('side') ?? '') }, { closed: true })),
  route('get', PATHS.depositNetworks, 'depositNetworks', () => ok({ list: DEPOSIT_ASSETS }, { closed: true })),
  route('get', PATHS.feeTiers, 'feeTiers', () => ok({ list: FEE_TIERS }, { closed: true })),
  route('get', PATHS.competitionLeaderboard, 'competitionLeaderboard', ({ url }) => ok({ list: LEADERBOARDS[url.searchParams.get('id') ?? ''] ?? [] }, { closed: true })),
  authed('get', PATHS.depositAddress, 'depositAddress', ({ url }, persona) =>
    found(depositAddressFor(String(persona.user?.uid ?? persona.id), (url.searchParams.get('asset') ?? '').toUpperCase(), (url.searchParams.get('network') ?? '').toUpperCase())),
  ),
  authed('get', PATHS.coupons, 'coupons', () => ok({ list: COUPONS }, { closed: true })),
  authed('get', PATHS.tickets, 'tickets', (_ctx, persona) => HttpResponse.json(ticketsAnswer(persona) as JsonBodyType)),
  // Chart (SPEC section 7's chart data functions; paths ours) and futures positions
  route('get', PATHS.chartSymbol, 'chartSymbol', ({ url }) => {
    const entry = mockSymbol(url.searchParams.get('symbol') ?? '');
    return entry ? ok(symbolInfo(entry), { closed: true }) : failure(MOCK_CODES.unknownSymbol, 'Symbol not listed.');
  }),
  route('get', PATHS.chartBars, 'chartBars', ({ url }) => {
    const entry = mockSymbol(url.searchParams.get('symbol') ?? '');
    const resolution = url.searchParams.get('resolution');
    const from = Number(url.searchParams.get('from'));
    const to = Number(url.searchParams.get('to'));
    if (!entry) return failure(MOCK_CODES.unknownSymbol, 'Symbol not listed.');
    if (!isResolution(resolution) || !Number.isFinite(from) || !Number.isFinite(to) || to <= from) return failure(40002, 'Invalid request.');
    const bars = barsBetween(entry, resolution, Math.max(from, HISTORY_START), to, Date.now() / 1000);
    return ok({ bars, no_data: from <= HISTORY_START }, { closed: true });
  }),
  route('get', PATHS.chartSearch, 'chartSearch', ({ url }) => ok({ list: searchSymbols(url.searchParams.get('query') ?? '', Number(url.searchParams.get('limit') ?? 20) || 20) }, { closed: true })),
  authed('get', PATHS.chartMarks, 'chartMarks', ({ url }) => {
    const entry = mockSymbol(url.searchParams.get('symbol') ?? '');
    return ok({ list: entry ? fillsOf(entry) : [] }, { closed: true });
  }),
  route('get', PATHS.chartEvents, 'chartEvents', ({ url }) => {
    const entry = mockSymbol(url.searchParams.get('symbol') ?? '');
    return ok({ list: entry ? eventsOf(entry) : [] }, { closed: true });
  }),
  route('get', PATHS.liquidationMap, 'liquidationMap', ({ url }) => {
    const entry = mockSymbol(url.searchParams.get('symbol') ?? '');
    return ok({ list: entry ? liquidationsOf(entry) : [] }, { closed: true });
  }),
  // The chart's position endpoints read and act on the futures account (docs/futures.md): no other positions exist.
  authed('get', PATHS.positions, 'positions', ({ url }, persona) => {
    const symbol = url.searchParams.get('symbol') ?? '';
    // The schema's symbol is BASE_QUOTE: a delivery contract's positions are the futures endpoints' alone.
    return ok(/^[A-Z0-9]+_[A-Z0-9]+$/.test(symbol) ? chartPositionsAnswer(persona.id, symbol) : { list: [] }, { closed: true });
  }),
  ...(['positionTpsl', 'positionReverse', 'positionClose'] as const).map((id) =>
    authed('post', PATHS[id], id, async ({ request }, persona) => {
      const body = await jsonBody(request);
      if (!ownsFuturesPosition(persona.id, body.id)) return failure(MOCK_CODES.positionNotFound, 'Position not found.');
      return HttpResponse.json(positionActionAnswer(persona.id, id === 'positionTpsl' ? 'tpsl' : id === 'positionReverse' ? 'reverse' : 'close', body) as JsonBodyType);
    }),
  ),
  // Experiments: a scenario's facts.experiments decide (no scenario: the visitor is in no group,
  // so no experiment-driven pop-up shows in the demo unless a link asks for one).
  route('get', PATHS.experimentVariable, 'experimentVariable', ({ url }) => {
    const name = url.searchParams.get('name') ?? '';
    if (name === '') return failure(40002, 'name is required.');
    const value = getScenario()?.facts.experiments?.[name];
    return ok({ name, value: value ?? null });
  }),
  // Spot trading (docs/trading-api.md): the account model of ./exchange
  route('get', PATHS.pairRules, 'pairRules', ({ url, cookies }) => HttpResponse.json(pairRulesAnswer(url.searchParams.get('symbol'), sessionOf(cookies)?.id ?? null) as JsonBodyType)),
  trading('get', PATHS.spotBalances, 'spotBalances', (_ctx, persona) => balancesAnswer(persona.id)),
  trading('post', PATHS.spotPlaceOrder, 'spotPlaceOrder', async ({ request }, persona) => withFundPassword(persona, await jsonBody(request), (body) => placeAnswer(persona.id, body))),
  trading('post', PATHS.spotCancelOrder, 'spotCancelOrder', async ({ request }, persona) => cancelAnswer(persona.id, await jsonBody(request))),
  trading('post', PATHS.spotCancelAll, 'spotCancelAll', async ({ request }, persona) => cancelAllAnswer(persona.id, await jsonBody(request))),
  trading('get', PATHS.spotOpenOrders, 'spotOpenOrders', ({ url }, persona) => openOrdersAnswer(persona.id, url.searchParams.get('symbol'))),
  trading('get', PATHS.spotOrderHistory, 'spotOrderHistory', ({ url }, persona) => orderHistoryAnswer(persona.id, url.searchParams)),
  trading('get', PATHS.spotMyTrades, 'spotMyTrades', ({ url }, persona) => myTradesAnswer(persona.id, url.searchParams)),
  // Convert, earn, copy trading (docs/money-api.md): the same account model (./exchange/money/moneyApi)
  trading('post', PATHS.convertQuote, 'convertQuote', async ({ request }, persona) => convertQuoteAnswer(persona.id, await jsonBody(request))),
  trading('post', PATHS.convertExecute, 'convertExecute', async ({ request }, persona) => convertExecuteAnswer(persona.id, await jsonBody(request))),
  trading('get', PATHS.convertHistory, 'convertHistory', (_ctx, persona) => convertHistoryAnswer(persona.id)),
  trading('get', PATHS.earnAccount, 'earnAccount', (_ctx, persona) => earnAccountAnswer(persona.id)),
  trading('post', PATHS.earnSubscribe, 'earnSubscribe', async ({ request }, persona) => earnSubscribeAnswer(persona.id, await jsonBody(request))),
  trading('post', PATHS.earnRedeem, 'earnRedeem', async ({ request }, persona) => earnRedeemAnswer(persona.id, await jsonBody(request))),
  trading('get', PATHS.copyAccounts, 'copyAccounts', (_ctx, persona) => copyAccountsAnswer(persona.id)),
  trading('post', PATHS.copyStart, 'copyStart', async ({ request }, persona) => copyStartAnswer(persona.id, await jsonBody(request))),
  trading('post', PATHS.copyStop, 'copyStop', async ({ request }, persona) => copyStopAnswer(persona.id, await jsonBody(request))),
  route('get', PATHS.traderPerformance, 'traderPerformance', ({ url }) => HttpResponse.json(traderPerformanceAnswer(url.searchParams) as JsonBodyType)),
  // Futures and transfers (docs/futures.md): the futures accounts of ./exchange/futures/futures
  route('get', PATHS.futuresContracts, 'futuresContracts', ({ url }) => HttpResponse.json(futuresContractsAnswer(url.searchParams.get('symbol')) as JsonBodyType)),
  trading('get', PATHS.futuresAccount, 'futuresAccount', (_ctx, persona) => futuresAccountAnswer(persona.id)),
  trading('post', PATHS.futuresPlaceOrder, 'futuresPlaceOrder', async ({ request }, persona) => futuresPlaceAnswer(persona.id, await jsonBody(request))),
  trading('post', PATHS.futuresCancelOrder, 'futuresCancelOrder', async ({ request }, persona) => futuresCancelAnswer(persona.id, await jsonBody(request))),
  trading('get', PATHS.futuresOpenOrders, 'futuresOpenOrders', ({ url }, persona) => futuresOpenOrdersAnswer(persona.id, url.searchParams.get('symbol'))),
  trading('get', PATHS.futuresOrderHistory, 'futuresOrderHistory', ({ url }, persona) => futuresListAnswer(persona.id, 'orders', url.searchParams)),
  trading('get', PATHS.futuresPositionHistory, 'futuresPositionHistory', ({ url }, persona) => futuresListAnswer(persona.id, 'positions', url.searchParams)),
  trading('get', PATHS.futuresFundingHistory, 'futuresFundingHistory', ({ url }, persona) => futuresListAnswer(persona.id, 'funding', url.searchParams)),
  trading('post', PATHS.walletTransfer, 'walletTransfer', async ({ request }, persona) => walletTransferAnswer(persona.id, await jsonBody(request))),
  marketStreamHandler,
  privateStreamHandler,
  // Wallet: deposits, withdrawals, address book, sub-accounts (docs/wallet-api.md), on the same account model
  route('get', PATHS.withdrawRules, 'withdrawRules', ({ url }) => HttpResponse.json(withdrawRulesAnswer(url.searchParams) as JsonBodyType)),
  trading('get', PATHS.walletDeposits, 'walletDeposits', ({ url }, persona) => depositsAnswer(persona, url.searchParams)),
  trading('post', PATHS.walletSimulateDeposit, 'walletSimulateDeposit', async ({ request }, persona) => simulateDepositAnswer(persona, await jsonBody(request))),
  trading('get', PATHS.walletWithdrawals, 'walletWithdrawals', ({ url }, persona) => withdrawalsAnswer(persona, url.searchParams)),
  trading('post', PATHS.walletWithdraw, 'walletWithdraw', async ({ request }, persona) => withdrawAnswer(persona, await jsonBody(request))),
  trading('get', PATHS.addressBook, 'addressBook', ({ url }, persona) => addressBookAnswer(persona, url.searchParams)),
  trading('post', PATHS.addressBookAdd, 'addressBookAdd', async ({ request }, persona) => addressBookAddAnswer(persona, await jsonBody(request))),
  trading('get', PATHS.subAccountBalances, 'subAccountBalances', (_ctx, persona) => subAccountBalancesAnswer(persona)),
  trading('post', PATHS.subTransfer, 'subTransfer', async ({ request }, persona) => subTransferAnswer(persona, await jsonBody(request))),
  // The coin directory and a coin's history (issue 39): the price model of ./market, through ./directory
  route('get', PATHS.coinDirectory, 'coinDirectory', () => ok({ list: directoryAt(Date.now() / 1000) }, { closed: true })),
  route('get', PATHS.coinHistory, 'coinHistory', ({ url }) => {
    const range = url.searchParams.get('range') ?? '';
    if (!isHistoryRange(range)) return failure(40002, 'Invalid range.');
    const coin = coinFor(url.searchParams.get('slug') ?? '');
    const points = coin && historyAt(coin.symbol, range, Date.now() / 1000);
    return found(points && { range, points });
  }),
  // Isolated margin (docs/margin.md): the pair's isolated accounts of ./exchange/margin, matched by the spot engine
  trading('get', PATHS.marginAccount, 'marginAccount', ({ url }, persona) => marginAccountAnswer(persona.id, url.searchParams.get('symbol'))),
  trading('post', PATHS.marginTransfer, 'marginTransfer', async ({ request }, persona) => marginActionAnswer(persona.id, 'transfer', await jsonBody(request))),
  trading('post', PATHS.marginBorrow, 'marginBorrow', async ({ request }, persona) => marginActionAnswer(persona.id, 'borrow', await jsonBody(request))),
  trading('post', PATHS.marginRepay, 'marginRepay', async ({ request }, persona) => marginActionAnswer(persona.id, 'repay', await jsonBody(request))),
  trading('post', PATHS.marginPlaceOrder, 'marginPlaceOrder', async ({ request }, persona) => withFundPassword(persona, await jsonBody(request), (body) => marginPlaceAnswer(persona.id, body))),
  trading('post', PATHS.marginCancelOrder, 'marginCancelOrder', async ({ request }, persona) => marginCancelAnswer(persona.id, await jsonBody(request))),
  trading('get', PATHS.marginOpenOrders, 'marginOpenOrders', ({ url }, persona) => marginOpenOrdersAnswer(persona.id, url.searchParams.get('symbol'))),
  trading('get', PATHS.marginOrderHistory, 'marginOrderHistory', ({ url }, persona) => marginListAnswer(persona.id, 'orders', url.searchParams)),
  trading('get', PATHS.marginHistory, 'marginHistory', ({ url }, persona) => marginListAnswer(persona.id, 'history', url.searchParams)),
  // The account's security settings (docs/account-security.md): ./exchange/security
  trading('get', PATHS.userSecurity, 'userSecurity', (_ctx, persona) => securityAnswer(persona.id)),
  trading('post', PATHS.totpSecret, 'totpSecret', (_ctx, persona) => totpSecretAnswer(persona.id)),
  trading('post', PATHS.totpBind, 'totpBind', async ({ request }, persona) => totpBindAnswer(persona.id, await jsonBody(request))),
  trading('post', PATHS.setFundPassword, 'setFundPassword', async ({ request }, persona) => fundPasswordAnswer(persona.id, await jsonBody(request))),
  trading('post', PATHS.setAntiPhishing, 'setAntiPhishing', async ({ request }, persona) => antiPhishingAnswer(persona.id, await jsonBody(request))),
  // A changed password ends the session: the login cookies are cleared as logout clears them.
  route('post', PATHS.changePassword, 'changePassword', async (ctx) => {
    const persona = sessionOf(ctx.cookies);
    if (persona === null) return failure(40100, 'Please log in first.');
    const answer = passwordAnswer(persona.id, await jsonBody(ctx.request));
    return HttpResponse.json(answer as JsonBodyType, answer.code === 0 ? { headers: setCookieHeaders({ uid: '', nickname: '' }, 0) } : undefined);
  }),
  // Account services (docs/account-services.md): support tickets and transfer codes, stored with the account model
  trading('get', PATHS.ticketDetail, 'ticketDetail', ({ url }, persona) => ticketDetailAnswer(persona, url.searchParams)),
  trading('post', PATHS.ticketCreate, 'ticketCreate', async ({ request }, persona) => ticketCreateAnswer(persona, await jsonBody(request))),
  trading('post', PATHS.ticketReply, 'ticketReply', async ({ request }, persona) => ticketReplyAnswer(persona, await jsonBody(request))),
  trading('get', PATHS.gateCodes, 'gateCodes', (_ctx, persona) => gateCodesAnswer(persona)),
  trading('post', PATHS.gateCodeCreate, 'gateCodeCreate', async ({ request }, persona) => gateCodeCreateAnswer(persona, await jsonBody(request))),
  trading('post', PATHS.gateCodeCancel, 'gateCodeCancel', async ({ request }, persona) => gateCodeCancelAnswer(persona, await jsonBody(request))),
  trading('post', PATHS.gateCodeRedeem, 'gateCodeRedeem', async ({ request }, persona) => gateCodeRedeemAnswer(persona, await jsonBody(request))),
  trading('get', PATHS.fiatDepositMethods, 'fiatDepositMethods', ({ url }) => fiatMethodsAnswer(url.searchParams)),
  trading('post', PATHS.fiatDepositCreate, 'fiatDepositCreate', async ({ request }, persona) => fiatDepositCreateAnswer(persona, await jsonBody(request))),
  trading('get', PATHS.fiatDeposits, 'fiatDeposits', (_ctx, persona) => fiatDepositsAnswer(persona)),
  // Launchpool rewards (docs/earn.md): the same account model (./exchange/money/moneyApi)
  trading('post', PATHS.earnClaim, 'earnClaim', async ({ request }, persona) => earnClaimAnswer(persona.id, await jsonBody(request))),
];

function isHistoryRange(value: string): value is HistoryRange {
  return (HISTORY_RANGES as readonly string[]).includes(value);
}

function startSession(id: PersonaId): Response {
  const cookies = sessionCookies(PERSONAS[id]);
  if (cookies === null) return HttpResponse.json({ code: MOCK_CODES.badCredentials, message: 'No such account.', data: null });
  return HttpResponse.json(
    { code: 0, message: 'success', data: cookies },
    { headers: setCookieHeaders({ ...cookies, csrftoken: newCsrfToken() }) },
  );
}

// --- Chart overlays from the price model ---------------------------------------------------------

const HOUR = 3600;

/** The user's fills: a buy and a sell every few hours over the last two days, at the model's price. */
function fillsOf(entry: MockSymbol) {
  const now = Math.floor(Date.now() / 1000 / HOUR) * HOUR;
  return Array.from({ length: 8 }, (_, i) => {
    const time = now - (48 - i * 6) * HOUR + 1234;
    const type = i % 2 === 0 ? ('buy' as const) : ('sell' as const);
    const price = priceAt(entry, time).toFixed(entry.pricePrecision);
    return { time, type, price, quantity: (0.01 * (i + 1)).toFixed(4), symbol: entry.symbol, rawTimestamp: time * 1000 + 417, tooltip: `${type === 'buy' ? 'Bought' : 'Sold'} ${(0.01 * (i + 1)).toFixed(4)} at ${price}` };
  });
}

/** One important event of each of the 8 types over the last three days. */
function eventsOf(entry: MockSymbol) {
  const now = Math.floor(Date.now() / 1000 / HOUR) * HOUR;
  const titles = ['24h high', '24h low', 'Project announcement', 'Listing configured', 'Margin configured', 'New listing', 'AI market read', 'Several events'];
  return titles.map((title, i) => ({ time: now - (70 - i * 8) * HOUR, type: i + 1, data: { title, text: `${entry.description}: ${title.toLowerCase()}.` } }));
}

/** Liquidation estimates at 60 levels within 8% of the price: longs below, shorts above. */
function liquidationsOf(entry: MockSymbol) {
  const mid = priceAt(entry, Date.now() / 1000);
  return Array.from({ length: 60 }, (_, i) => {
    const offset = (i - 30) / 30 * 0.08;
    const price = mid * (1 + offset);
    const weight = Math.exp(-Math.abs(offset) * 20) * (0.4 + ((i * 37) % 11) / 10);
    const usd = Math.round(weight * 4_000_000);
    return {
      mark_price: price.toFixed(entry.pricePrecision),
      short_liq_usd_new: String(offset > 0 ? usd : 0),
      long_liq_usd_new: String(offset < 0 ? usd : 0),
    };
  });
}

/** An alpha token with its price and 24 h change at `now` from the model its stream and chart draw. */
function liveAlphaToken<T extends { symbol: string; price_usd: number; change: number }>(token: T, now: number): T {
  const entry = mockSymbol(`${token.symbol}_USDT`);
  if (!entry) return token;
  const live = tickerAt(entry, now);
  return { ...token, price_usd: live.last, change: live.change };
}

/**
 * The listing at `now`, every figure from the price model's rolling 24 h ticker (the stream's
 * ticker answers the same function, so the two agree at any instant): the USDT markets, or the
 * crosses of their bases in another quote (ETH_BTC, BTC_JPY).
 */
function liveTickers(now: number, quote: string) {
  const pairs = quote === 'USDT' ? TICKERS.map((t) => t.currency_pair) : TICKERS.map((t) => `${t.currency_pair.split('_')[0]}_${quote.toUpperCase()}`);
  return pairs.flatMap((pair) => {
    const entry = mockSymbol(pair);
    if (!entry) return [];
    const live = tickerAt(entry, now);
    const text = (value: number) => value.toFixed(entry.pricePrecision);
    return [{ currency_pair: pair, last: text(live.last), change_percentage: live.change.toFixed(2), base_volume: live.baseVolume.toFixed(2), quote_volume: live.quoteVolume.toFixed(2), high_24h: text(live.high), low_24h: text(live.low) }];
  });
}
