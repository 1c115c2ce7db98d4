/**
 * The mocked backend (issue 3, section 2): stateful flows, personas, scenarios and the URL state.
 */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isLoggedInFromCookies } from '../api/cookies';
import { login, logout, oauthCallback, signup } from '../api/endpoints/auth';
import { createApiClient, type AnyEndpoint } from '../api/client';
import {
  checkIpPenetration,
  DECLARATION_FAILURE_MESSAGE,
  fetchComplianceCheck,
  fetchCoolDownReminder,
  fetchDeclarationStatus,
  fetchFooterTips,
  fetchUserAgreementStatus,
  ipTokenClaims,
  submitDeclaration,
  submitUserAgreement,
} from '../api/endpoints/compliance';
import { ENDPOINT_IDS, type EndpointId } from '../api/endpointIds';
import { ENDPOINTS } from '../api/endpoints';
import { fetchUserFrequency, setTradePassFrequency } from '../api/endpoints/fundPassword';
import { verifyInviteInfo } from '../api/endpoints/referral';
import { fetchSubUserType, fetchUserInfo } from '../api/endpoints/user';
import { fetchHomeStaticTradeData } from '../api/endpoints/marketing';
import { fetchMarketTickers } from '../api/endpoints/markets';
import { fetchTrendingStories } from '../api/endpoints/content';
import { fetchHeaderCommon } from '../api/endpoints/config';
import { fetchGlossary, fetchP2pAdverts, NOT_FOUND_CODE } from '../api/endpoints/catalog';
import { fetchDepositAddress, fetchDepositNetworks } from '../api/endpoints/wallet';
import { resetExchange } from './exchange/store';
import { FAULT_KINDS } from './faults';
import { server } from './node';
import { DEMO_FUND_PASSWORD, DEMO_PASSWORD, DEMO_TOTP, PERSONA_IDS, PERSONAS, sessionCookies, type PersonaId } from './personas';
import { SCENARIO_NAMES, type Scenario } from './scenarios';
import {
  DEFAULT_SETTINGS,
  getMockSettings,
  getScenario,
  resetMockState,
  searchFromSettings,
  setMockSettings,
  settingsFromSearch,
} from './state';
import { createTestClient } from './testClient';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

/**
 * Loads a scenario and lets the test give it `api` and `faults` (no scenario file has them yet);
 * they are removed afterwards, as the loaded module is shared.
 */
async function withScenario(name: string, body: (scenario: Scenario) => Promise<void>): Promise<void> {
  await setMockSettings({ scenario: name });
  const scenario = getScenario();
  if (scenario === null) throw new Error(`scenario ${name} did not load`);
  try {
    await body(scenario);
  } finally {
    delete scenario.api;
    delete scenario.faults;
  }
}

/** A browser tab logged in as the persona (its session cookies and a csrf token). */
async function tabAs(id: PersonaId, site = PERSONAS[id].site) {
  await setMockSettings({ persona: id, site });
  const session = sessionCookies(PERSONAS[id]);
  return createTestClient({ cookies: { ...(session ?? {}), csrftoken: 'csrf-test' } });
}

describe("the chart's position endpoints are the futures account's", () => {
  it('no sample positions: a position opened on the futures account is listed, and closing it empties the list', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    resetExchange();
    const { client } = await tabAs('kyc3');
    const call = (id: EndpointId, p: object) => client.call(ENDPOINTS[id] as AnyEndpoint, p as never);
    expect((await call('positions', { symbol: 'BTC_USDT' })).data).toEqual([]);
    expect((await call('walletTransfer', { from: 'spot', to: 'futures', currency: 'USDT', amount: '1000', client_id: 'chart-pos-1' })).ok).toBe(true);
    const order = await call('futuresPlaceOrder', { symbol: 'BTC_USDT', side: 'buy', type: 'market', size: '0.01', leverage: 10, margin_mode: 'cross', reduce_only: false, client_id: 'chart-pos-2' });
    expect(order.data).toMatchObject({ code: 0 });
    const listed = (await call('positions', { symbol: 'BTC_USDT' })).data as readonly { id: string; side: number; size: string }[];
    expect(listed).toEqual([expect.objectContaining({ side: 1, size: '0.01' })]);
    expect((await call('positionClose', { id: 'pos-BTC_USDT-1' })).data).toBe(false);
    expect((await call('positionClose', { id: listed[0]?.id })).data).toBe(true);
    expect((await call('positions', { symbol: 'BTC_USDT' })).data).toEqual([]);
  });
});

describe('Turkey declaration: signing moves status 1 to 2', () => {
  it('reads 1, signs, reads 2', async () => {
    const { client } = await tabAs('turkeyMustSign');
    expect((await fetchDeclarationStatus({ client })).data).toEqual({ status: 1 });
    const signed = await submitDeclaration({ client });
    expect(signed).toEqual({ ok: true, data: { status: 2 } });
    expect((await fetchDeclarationStatus({ client })).data).toEqual({ status: 2 });
  });

  it('a failed sign leaves the status and logs SPEC\'s message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = await tabAs('turkeyMustSign');
    await setMockSettings({ faults: { declarationSubmit: 'http500' } });
    expect((await submitDeclaration({ client })).ok).toBe(false);
    expect(warn).toHaveBeenCalledWith(DECLARATION_FAILURE_MESSAGE);
    expect((await fetchDeclarationStatus({ client })).data).toEqual({ status: 1 });
  });
});

describe('user agreement: accepting it', () => {
  it('status 1, accept, status 0', async () => {
    const { client } = await tabAs('kyc1');
    expect((await fetchUserAgreementStatus({ scene: 'login', client })).data).toMatchObject({ status: 1 });
    expect(await submitUserAgreement({ scene: 'login', client })).toEqual({ ok: true, data: true });
    expect((await fetchUserAgreementStatus({ scene: 'login', client })).data).toMatchObject({ status: 0 });
  });
});

describe('fund-password frequency: save and read back', () => {
  it('saves with the right fund password and TOTP, and reads it back', async () => {
    const { client } = await tabAs('kyc2');
    expect((await fetchUserFrequency({ client })).data).toBe(1);
    const saved = await setTradePassFrequency({ frequency: 0, fundpass: DEMO_FUND_PASSWORD, totp: DEMO_TOTP, client });
    expect(saved).toEqual({ ok: true, data: { result: true, msg: 'Success' } });
    expect((await fetchUserFrequency({ client })).data).toBe(0);
  });

  it.each([
    ['a wrong fund password', 'nope', DEMO_TOTP, 'Incorrect fund password.'],
    ['a wrong TOTP code', DEMO_FUND_PASSWORD, '000000', 'Incorrect authenticator code.'],
  ])('refuses %s with the server msg, and keeps the old value', async (_name, fundpass, totp, msg) => {
    const { client } = await tabAs('kyc2');
    const refused = await setTradePassFrequency({ frequency: 2, fundpass, totp, client });
    // A refusal is an answer (ok), with result false and the msg the error toast shows.
    expect(refused).toEqual({ ok: true, data: { result: false, msg } });
    expect((await fetchUserFrequency({ client })).data).toBe(1);
  });

  it('refuses a POST whose csrf header does not match the cookie', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client, jar } = await tabAs('kyc2');
    // A client that forgets the header: same cookies, but the header comes from elsewhere.
    const forgetful = createApiClient({
      baseUrl: 'http://localhost',
      cookies: () => 'csrftoken=stale',
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('Cookie', jar.toString());
        return globalThis.fetch(input, { ...init, headers });
      },
    });
    const result = await setTradePassFrequency({ frequency: 2, fundpass: DEMO_FUND_PASSWORD, totp: DEMO_TOTP, client: forgetful });
    expect(result).toMatchObject({ ok: false, reason: 'http' });
    expect((await fetchUserFrequency({ client })).data).toBe(1);
  });
});

describe('login and logout set and clear the uid and nickname cookies', () => {
  it('logs in as the persona the account names, and out again', async () => {
    const { client, jar } = createTestClient();
    expect(isLoggedInFromCookies(jar.toString())).toBe(false);

    const wrong = await login({ account: 'kyc3@demo.exchange.example', password: 'wrong', client });
    expect(wrong).toMatchObject({ ok: true, data: { code: 10002, user: null } });
    expect(isLoggedInFromCookies(jar.toString())).toBe(false);

    const right = await login({ account: 'kyc3@demo.exchange.example', password: DEMO_PASSWORD, client });
    expect(right).toEqual({ ok: true, data: { code: 0, message: 'success', user: { uid: '10400004', nickname: 'Whale Three' } } });
    expect(isLoggedInFromCookies(jar.toString())).toBe(true);
    expect(jar.get('nickname')).toBe('Whale Three');
    expect(jar.get('csrftoken')).toMatch(/^[0-9a-f]{32}$/);
    expect(getMockSettings().persona).toBe('kyc3');
    expect((await fetchUserInfo({ client })).data).toMatchObject({ uid: 10400004, verified: 4 });

    expect(await logout({ client })).toEqual({ ok: true, data: true });
    expect(jar.get('uid')).toBeUndefined();
    expect(jar.get('nickname')).toBeUndefined();
    expect(isLoggedInFromCookies(jar.toString())).toBe(false);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await fetchUserInfo({ client })).data).toBeNull();
  });

  it('the return leg of a third-party sign-in logs a verified demo user in; an unknown provider does not', async () => {
    const { client, jar } = createTestClient();
    const unknown = await oauthCallback({ provider: 'myspace', client_id: 'exchange-web', client });
    expect(unknown).toMatchObject({ ok: true, data: { code: 10002, user: null } });
    expect(isLoggedInFromCookies(jar.toString())).toBe(false);
    const google = await oauthCallback({ provider: 'google', client_id: 'exchange-web', client });
    expect(google).toMatchObject({ ok: true, data: { code: 0 } });
    expect(isLoggedInFromCookies(jar.toString())).toBe(true);
    expect(getMockSettings().persona).toBe('kyc2');
  });

  it('signs up a new user as KYC level 0, logged in', async () => {
    const { client, jar } = createTestClient();
    expect((await signup({ account: 'kyc3@demo.exchange.example', password: DEMO_PASSWORD, client })).data).toMatchObject({ code: 10003 });
    expect((await signup({ account: 'someone@example.com', password: 'short', client })).data).toMatchObject({ code: 10004 });
    const created = await signup({ account: 'someone@example.com', password: 'long enough', client });
    expect(created.data).toMatchObject({ code: 0, user: { uid: '10400001' } });
    expect(isLoggedInFromCookies(jar.toString())).toBe(true);
    await logout({ client });
  });
});

describe('IP-penetration check', () => {
  it('passes by default and answers the state\'s result', async () => {
    const { client } = await tabAs('kyc2');
    expect((await checkIpPenetration({ type: 1, ips: ['203.0.113.24'], stuns: ['stun:stun.example:3478'], client })).data).toMatchObject({ result: 1 });
    await setMockSettings({ ipCheckResult: 2 });
    expect((await checkIpPenetration({ type: 2, client })).data).toMatchObject({ result: 2, closable: 0 });
  });

  it('a pass carries a token for this user, valid now; notices in English only', async () => {
    const { client, jar } = await tabAs('kyc2');
    const passed = (await checkIpPenetration({ type: 1, ips: [], stuns: [], client })).data;
    const claims = ipTokenClaims(passed?.token);
    expect(claims?.uid).toBe(String(PERSONAS.kyc2.user?.uid));
    expect(claims!.notBefore).toBeLessThanOrEqual(Date.now());
    expect(claims!.expires).toBeGreaterThan(Date.now());
    await setMockSettings({ ipCheckResult: 4 });
    expect((await checkIpPenetration({ type: 1, ips: [], stuns: [], client })).data).toMatchObject({ result: 4, title: 'Access check' });
    jar.set('lang', 'tr');
    expect((await checkIpPenetration({ type: 1, ips: [], stuns: [], client })).data).toMatchObject({ result: 4, title: '', content: '', button: '' });
  });

  it('answers the scenario\'s result', async () => {
    const { client } = await tabAs('kyc2');
    await withScenario('user-info-fetched-on-main-home', async (scenario) => {
      scenario.api = {
        ipPenetrationCheck: { code: 0, message: 'success', data: { result: 3, title: 'VPN', content: '', button: 'OK', url: '', token: '', closable: 1 } },
      };
      expect((await checkIpPenetration({ type: 2, client })).data).toMatchObject({ result: 3, closable: 1 });
    });
  });
});

describe('wallet, peer-to-peer and glossary (issue 13 part 5)', () => {
  it('deposit networks: every asset has a default network; fees and minimums are numbers', async () => {
    const { data } = await fetchDepositNetworks({ client: createTestClient().client });
    expect(data.map((a) => a.asset)).toEqual(expect.arrayContaining(['USDT', 'BTC', 'ETH']));
    for (const option of data) {
      expect(option.networks.length).toBeGreaterThan(0);
      for (const n of option.networks) expect(n.withdrawFee).toBeGreaterThanOrEqual(0);
    }
  });

  it('a deposit address is the same on every call, in its chain form; memo networks carry the uid as memo', async () => {
    const { client } = await tabAs('kyc2');
    const tron = await fetchDepositAddress({ client, asset: 'USDT', network: 'TRC20' });
    expect(tron).toMatchObject({ ok: true, data: { found: true, item: { address: expect.stringMatching(/^T[1-9A-Za-z]{33}$/) } } });
    expect(await fetchDepositAddress({ client, asset: 'USDT', network: 'TRC20' })).toEqual(tron);
    expect(await fetchDepositAddress({ client, asset: 'ETH', network: 'ERC20' })).toMatchObject({ data: { found: true, item: { address: expect.stringMatching(/^0x[0-9a-f]{40}$/) } } });
    const ton = await fetchDepositAddress({ client, asset: 'TON', network: 'TON' });
    expect(ton.ok && ton.data?.found && ton.data.item.memo).toBe(String(PERSONAS.kyc2.user?.uid));
    // Another user, another address; a pair not offered is "not found" (40400), not a failure.
    const other = await fetchDepositAddress({ client: (await tabAs('kyc0')).client, asset: 'USDT', network: 'TRC20' });
    expect(other.ok && other.data?.found && other.data.item.address).not.toBe(tron.ok && tron.data?.found && tron.data.item.address);
    expect(await fetchDepositAddress({ client, asset: 'USDT', network: 'BTC' })).toEqual({ ok: true, data: { found: false } });
    expect(NOT_FOUND_CODE).toBe(40400);
  });

  it('P2P adverts: best price first for each side, around the fiat rate; a fiat not quoted has none', async () => {
    const { client } = createTestClient();
    const buy = (await fetchP2pAdverts({ client, fiat: 'TRY', side: 'buy' })).data.map((a) => a.price);
    const sell = (await fetchP2pAdverts({ client, fiat: 'TRY', side: 'sell' })).data.map((a) => a.price);
    expect(buy).toEqual([...buy].sort((a, b) => a - b));
    expect(sell).toEqual([...sell].sort((a, b) => b - a));
    expect(Math.min(...buy)).toBeGreaterThan(Math.max(...sell));
    expect((await fetchP2pAdverts({ client, fiat: 'XXX', side: 'buy' })).data).toEqual([]);
  });

  it('the glossary answers with unique slugs', async () => {
    const { data } = await fetchGlossary({ client: createTestClient().client, lang: 'de' });
    expect(data.length).toBeGreaterThan(10);
    expect(new Set(data.map((t) => t.slug)).size).toBe(data.length);
  });
});

describe('personas', () => {
  const loggedIn = PERSONA_IDS.filter((id) => PERSONAS[id].user !== null);
  // What a visitor cannot ask for, and the calls whose parameters the mock refuses on purpose.
  const needsSession: ReadonlySet<EndpointId> = new Set([
    'userInfo', 'userConfig', 'kycStatus', 'vipTier', 'totalFunds', 'totalAssets', 'userFrequency',
    'rebateUserInfo', 'declarationStatus', 'declarationSubmit', 'userAgreementStatus', 'userAgreementSubmit', 'ipPenetrationCheck',
    'chartMarks', 'positions', 'positionTpsl', 'positionReverse', 'positionClose', 'coupons', 'tickets', 'subAccounts', 'depositAddress',
    // Place and cancel pass their code on (40100), as login does: an answer, not a failure.
    'spotBalances', 'spotCancelAll', 'spotOpenOrders', 'spotOrderHistory', 'spotMyTrades',
    'walletDeposits', 'walletWithdrawals', 'addressBook', 'subAccountBalances',
    'convertHistory', 'earnAccount', 'copyAccounts',
    'futuresAccount', 'futuresOpenOrders', 'futuresOrderHistory', 'futuresPositionHistory', 'futuresFundingHistory',
    'marginAccount', 'marginOpenOrders', 'marginOrderHistory', 'marginHistory',
    'kycApplication',
    'userSecurity',
    'ticketDetail', 'gateCodes', 'fiatDepositMethods', 'fiatDeposits',
  ]);
  // Calls that open or close a session: they would change the persona under the loops below.
  const SESSION_CALLS: ReadonlySet<EndpointId> = new Set(['login', 'signup', 'logout', 'oauthCallback']);
  const params: Partial<Record<EndpointId, object>> = {
    downloadTask: { const_id: 'dl' },
    chartSymbol: { symbol: 'BTC_USDT' },
    chartBars: { symbol: 'BTC_USDT', resolution: '60', from: 1_764_000_000, to: 1_764_036_000 },
    chartSearch: { query: 'BT' },
    chartMarks: { symbol: 'BTC_USDT' },
    chartEvents: { symbol: 'BTC_USDT' },
    liquidationMap: { symbol: 'BTC_USDT' },
    positions: { symbol: 'BTC_USDT' },
    positionTpsl: { id: 'pos-BTC_USDT-1', take_profit: '120000', stop_loss: '' },
    positionReverse: { id: 'pos-BTC_USDT-1' },
    positionClose: { id: 'pos-BTC_USDT-1' },
    experimentVariable: { name: 'welcome_popup' },
    taskEmbedRegister: { const_id: 'reg' },
    subUserType: { sub_uid: '10400109' },
    setTradePassFrequency: { frequency: 1, fundpass: DEMO_FUND_PASSWORD, totp: DEMO_TOTP },
    targetedPopupPlans: { position: 'home_banner', device_id: 'd', resource_type: 4 },
    alphaUserPlans: { device_id: 'd', currency: 'USDT' },
    ogShow: { url: '/' },
    verifyInviteInfo: { invite_code: 'TRADER2' },
    userAgreementStatus: { scene: 'login' },
    userAgreementSubmit: { scene: 'login' },
    ipPenetrationCheck: { type: 2 },
    login: { account: 'x@example.com', password: DEMO_PASSWORD },
    oauthCallback: { provider: 'google', client_id: 'exchange-web' },
    signup: { account: 'y@example.com', password: DEMO_PASSWORD },
    depositAddress: { asset: 'USDT', network: 'TRC20' },
    p2pAdverts: { fiat: 'EUR', side: 'buy' },
    glossary: { lang: 'en' },
    competitionLeaderboard: { id: 'trade-match' },
    spotPlaceOrder: { symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '1000', amount: '0.01', client_id: 'schema-1' },
    spotCancelOrder: { id: 'O1' },
    spotOrderHistory: { page: 1, limit: 20 },
    spotMyTrades: { page: 1, limit: 20 },
    withdrawRules: { asset: 'USDT' },
    walletSimulateDeposit: { asset: 'USDT', network: 'TRC20' },
    walletWithdraw: { asset: 'USDT', network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', amount: '10', fundpass: DEMO_FUND_PASSWORD, totp: DEMO_TOTP, client_id: 'schema-w1' },
    addressBookAdd: { asset: 'USDT', network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', label: 'x' },
    subTransfer: { from: 'main', to: '10042001', asset: 'USDT', amount: '1', client_id: 'schema-s1' },
    convertQuote: { from: 'USDT', to: 'BTC', amount: '100' },
    convertExecute: { quote_id: 'Q1' },
    earnSubscribe: { product_type: 'flexible', product_id: '1001', amount: '10' },
    earnRedeem: { position_id: 'P1' },
    earnClaim: { position_id: 'P1' },
    copyStart: { trader_id: '20481', amount: '100' },
    copyStop: { copy_id: 'K1' },
    traderPerformance: { trader_id: '20481', days: 7 },
    futuresPlaceOrder: { symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '1000', size: '0.01', leverage: 10, margin_mode: 'cross', reduce_only: false, client_id: 'schema-1' },
    futuresCancelOrder: { id: 'FO1' },
    futuresOrderHistory: { page: 1, limit: 20 },
    futuresPositionHistory: { page: 1, limit: 20 },
    futuresFundingHistory: { page: 1, limit: 20 },
    walletTransfer: { from: 'spot', to: 'futures', currency: 'USDT', amount: '1', client_id: 'schema-1' },
    marginAccount: { symbol: 'BTC_USDT' },
    marginTransfer: { symbol: 'BTC_USDT', currency: 'USDT', direction: 'in', amount: '1' },
    marginBorrow: { symbol: 'BTC_USDT', currency: 'USDT', amount: '1' },
    marginRepay: { symbol: 'BTC_USDT', currency: 'USDT', amount: '1' },
    marginPlaceOrder: { symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '1000', amount: '0.01', client_id: 'schema-m1' },
    marginCancelOrder: { id: 'O1' },
    marginOrderHistory: { page: 1, limit: 20 },
    marginHistory: { page: 1, limit: 20 },
    kycSubmit: { level: 2, country: 'TR', document_type: 'passport', document_number: 'U1234567' },
    ticketDetail: { id: 'T-58211' },
    ticketCreate: { category: 'deposit', subject: 'Schema check', message: 'A ticket the schema test writes.' },
    ticketReply: { id: 'T-58211', message: 'A reply the schema test writes.' },
    gateCodeCancel: { id: 'G1' },
    gateCodeRedeem: { code: 'ABCDEFGHJKLMNPQR' },
    fiatDepositMethods: { fiat: 'EUR' },
    fiatDepositCreate: { fiat: 'EUR', method: 'bank', amount: '100', client_id: 'schema-f1' },
  };

  const NO_POSITION: ReadonlySet<EndpointId> = new Set(['positionTpsl', 'positionReverse', 'positionClose']);
  it.each(loggedIn)('%s: every endpoint answers in its schema', async (id) => {
    for (const endpointId of ENDPOINT_IDS) {
      if (SESSION_CALLS.has(endpointId)) continue;
      const { client } = await tabAs(id);
      const result = await client.call(ENDPOINTS[endpointId] as AnyEndpoint, (params[endpointId] ?? {}) as never);
      // A fresh account holds no futures position: acting on one is the backend's "Position not found." (40402).
      if (NO_POSITION.has(endpointId)) expect({ endpointId, data: result.data }).toEqual({ endpointId, data: false });
      else expect({ endpointId, ok: result.ok }).toEqual({ endpointId, ok: true });
    }
  });

  it('a visitor gets public answers and "log in first" for the rest', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await setMockSettings({ persona: 'visitor' });
    for (const endpointId of ENDPOINT_IDS) {
      if (SESSION_CALLS.has(endpointId)) continue;
      const { client } = createTestClient();
      const result = await client.call(ENDPOINTS[endpointId] as AnyEndpoint, (params[endpointId] ?? {}) as never);
      // query_safe answers result false (its own envelope) rather than a code; get_sub_user_type
      // passes its code on (the page warns and goes home).
      const expected = needsSession.has(endpointId) ? 'code' : 'ok';
      expect({ endpointId, outcome: result.ok ? 'ok' : result.reason }).toEqual({ endpointId, outcome: expected });
      if (endpointId === 'subUserType') expect(result.data).toMatchObject({ code: 10001 });
      if (endpointId === 'setTradePassFrequency') expect(result.data).toMatchObject({ result: false });
    }
  });

  it('compliance follows persona and site', async () => {
    const visitor = createTestClient().client;
    await setMockSettings({ persona: 'ukLimited' });
    const uk = (await fetchComplianceCheck({ client: visitor })).data;
    expect(uk.limit).toMatchObject({ is_uk_limit: 1, is_uk_ip: 1 });
    expect(uk.menu?.find((n) => n.code === 'fiat_trade')?.hidden).toBe(1);
    expect((await fetchFooterTips({ client: visitor })).data).toHaveLength(1);

    const { client } = await tabAs('hongKong');
    expect((await fetchComplianceCheck({ client })).data.toast).toMatchObject({ is_hk_user: 1 });
    const risk = await tabAs('riskUser');
    expect((await fetchComplianceCheck({ client: risk.client })).data.toast?.kyc_toast).toMatchObject({ is_risk_user: 1, risk_user_guide_frequency: 24 });
    const newcomer = await tabAs('kyc0');
    expect((await fetchCoolDownReminder({ client: newcomer.client })).data[0]).toMatchObject({ type: '24h_cool_down_end_reminder' });

    await setMockSettings({ persona: 'visitor', site: 232 });
    const us = (await fetchComplianceCheck({ client: createTestClient().client })).data;
    expect(us.menu?.find((n) => n.code === 'futures')?.hidden).toBe(1);
  });

  it('sub-account type, and its nonzero code as an answer', async () => {
    const { client } = await tabAs('subAccount');
    expect((await fetchSubUserType({ sub_uid: '10400109', client })).data).toEqual({ code: 0, message: 'success', data: { type: 4, sub_type: 7 } });
    expect((await fetchSubUserType({ sub_uid: 'x', client })).data).toMatchObject({ code: 10110, data: null });
  });

  it('invite codes: valid, channel-only (10530135) and invalid are all answers', async () => {
    const { client } = createTestClient();
    expect((await verifyInviteInfo({ invite_code: 'trader2', client })).data).toMatchObject({ code: 0, data: { ref_channel: 'kol_web' } });
    expect((await verifyInviteInfo({ invite_code: 'CH-2026', client })).data).toMatchObject({ code: 10530135 });
    expect((await verifyInviteInfo({ invite_code: 'nope', client })).data).toMatchObject({ code: 10530001, data: null });
  });

  it('markets and stories are realistic', async () => {
    const { client } = createTestClient();
    const tickers = (await fetchMarketTickers({ client })).data;
    expect(tickers).toHaveLength(12);
    expect(tickers[0]).toMatchObject({ currency_pair: 'BTC_USDT' });
    expect((await fetchTrendingStories({ limit: 3, client })).data).toHaveLength(3);
  });
});

describe('scenarios drive the backend', () => {
  it('a scenario\'s facts.compliance is the compliance answer', async () => {
    await setMockSettings({ scenario: 'app-bar-hidden-for-uk-limited-visitor' });
    const scenario = JSON.parse(readFileSync('scenarios/app-bar-hidden-for-uk-limited-visitor.json', 'utf8')) as { facts: { compliance: unknown } };
    const { client } = createTestClient();
    expect((await fetchComplianceCheck({ client })).data).toEqual(scenario.facts.compliance);
  });

  it('a scenario\'s faults and api bodies apply, and the URL\'s faults win', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = createTestClient();
    await withScenario('user-info-fetched-on-main-home', async (scenario) => {
      scenario.faults = { homeStaticTradeData: 'wrongShape' };
      scenario.api = { trendingStories: { code: 0, message: 'success', data: { list: [] } } };
      expect(await fetchHomeStaticTradeData({ client })).toMatchObject({ ok: false, reason: 'shape' });
      expect(await fetchTrendingStories({ client })).toEqual({ ok: true, data: [] });
      await setMockSettings({ faults: { homeStaticTradeData: 'http500' } });
      expect(await fetchHomeStaticTradeData({ client })).toMatchObject({ ok: false, reason: 'http' });
    });
  });

  it('an unknown scenario is dropped with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await setMockSettings({ scenario: 'no-such-scenario' });
    expect(getMockSettings().scenario).toBeNull();
    expect(warn).toHaveBeenCalledWith('[mocks] no scenario named no-such-scenario');
  });
});

describe('state from the URL', () => {
  it('reads persona, site, scenario, per-endpoint and all-endpoint faults, ipcheck', () => {
    expect(
      settingsFromSearch('?persona=turkeyMustSign&site=177&scenario=footer-turkey-visitor&fault.userInfo=timeout&fault.all=http500&ipcheck=2'),
    ).toEqual({
      persona: 'turkeyMustSign',
      site: 177,
      scenario: 'footer-turkey-visitor',
      faults: { userInfo: 'timeout' },
      faultAll: 'http500',
      ipCheckResult: 2,
    });
  });

  it('ignores what it does not know', () => {
    expect(settingsFromSearch('?persona=admin&site=5&fault.nope=timeout&fault.userInfo=explode')).toEqual({});
  });

  it('round-trips through a link', () => {
    const settings = { ...DEFAULT_SETTINGS, persona: 'ukLimited' as const, faults: { complianceCheck: 'malformedJson' as const }, faultAll: 'slow3s' as const };
    expect(settingsFromSearch(searchFromSettings(settings))).toEqual({
      persona: 'ukLimited',
      faults: { complianceCheck: 'malformedJson' },
      faultAll: 'slow3s',
    });
    expect(searchFromSettings(DEFAULT_SETTINGS)).toBe('');
  });

  it('"all endpoints down": every endpoint fails, per-endpoint faults still win', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await setMockSettings({ faultAll: 'http500', faults: { marketTickers: 'wrongShape' } });
    const { client } = createTestClient();
    expect(await fetchComplianceCheck({ client })).toMatchObject({ ok: false, reason: 'http' });
    expect(await fetchMarketTickers({ client })).toMatchObject({ ok: false, reason: 'shape' });
  });
});

describe('lists kept in step', () => {
  const scenarioSchema = JSON.parse(readFileSync('schemas/scenario.schema.json', 'utf8')) as {
    $defs: { endpointId: { enum: string[] }; faultKind: { enum: string[] } };
  };

  it('endpoint ids: src/api/endpointIds.ts = scenario.schema.json', () => {
    expect(scenarioSchema.$defs.endpointId.enum).toEqual([...ENDPOINT_IDS]);
  });

  it('fault kinds: src/mocks/faults.ts = scenario.schema.json', () => {
    expect(scenarioSchema.$defs.faultKind.enum).toEqual([...FAULT_KINDS]);
  });

  it('every registry entry carries its own id', () => {
    for (const id of ENDPOINT_IDS) expect(ENDPOINTS[id].id).toBe(id);
  });

  it('every scenario file is reachable by name', () => {
    expect(SCENARIO_NAMES.length).toBeGreaterThan(100);
  });
});

describe('header common data: rates in the fiat asked for (issue 13 part 4)', () => {
  it('every fiat offered answers a valid body, in that fiat, with USDT at the inverse of its USD value', async () => {
    const { client } = createTestClient();
    const list = await fetchHeaderCommon({ client });
    expect(list.ok).toBe(true);
    expect(list.data.fiat_list.length).toBeGreaterThan(5);
    for (const { fiat } of list.data.fiat_list) {
      const answer = await fetchHeaderCommon({ fiat, client });
      expect(answer.ok, fiat).toBe(true);
      expect(answer.data.curr_fiat).toBe(fiat);
      // Tiny prices are plain decimals (the schema has no exponents): every coin is there.
      expect(Object.keys(answer.data.curr_fiat_market_rates)).toEqual(expect.arrayContaining(['BTC', 'USDT', 'PEPE']));
    }
    const eur = await fetchHeaderCommon({ fiat: 'EUR', client });
    expect(Number(eur.data.curr_fiat_market_rates.USDT)).toBeCloseTo(1 / 1.06, 6);
  });
});
