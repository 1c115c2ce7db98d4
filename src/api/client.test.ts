/**
 * The shared client's conventions (SPEC section 7): credentials, csrf header, base URL and data
 * prefix, JSON and form bodies, timeouts, aborts; and its failure contract (SPEC section 8).
 */
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '../mocks/node';
import { resetMockState, setMockSettings } from '../mocks/state';
import { createTestClient } from '../mocks/testClient';
import type { Validator } from '../generated/validators';
import { createApiClient, DEFAULT_TIMEOUTS, defineEndpoint } from './client';
import { fetchHeaderCommon } from './endpoints/config';
import { setTradePassFrequency } from './endpoints/fundPassword';
import { fetchDownloadTask, fetchHomeStaticTradeData } from './endpoints/marketing';
import { submitDeclaration, submitUserAgreement } from './endpoints/compliance';
import { fetchUserConfig, fetchUserInfo } from './endpoints/user';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

interface Seen {
  url: string;
  method: string;
  headers: Headers;
  body: string;
  credentials: RequestCredentials;
}

/** Replaces the endpoint's handler with one that records the request and answers `body`. */
function capture(method: 'get' | 'post', path: string, body: unknown): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http[method](`*${path}`, async ({ request }) => {
      seen.push({
        url: request.url,
        method: request.method,
        headers: request.headers,
        body: await request.text(),
        credentials: request.credentials,
      });
      return HttpResponse.json(body as never);
    }),
  );
  return seen;
}

describe('requests', () => {
  it('sends the csrftoken cookie as X-CSRFToken, JSON Accept, and credentials', async () => {
    const seen = capture('get', '/api/web/v1/site/homeStaticTradeData', { code: 0, data: { trading_volume: '1' } });
    const client = createApiClient({ baseUrl: 'http://localhost', cookies: () => 'lang=en; csrftoken=tok-123; uid=1' });
    const result = await fetchHomeStaticTradeData({ client });
    expect(result).toEqual({ ok: true, data: { trading_volume: '1' } });
    expect(seen[0]?.headers.get('X-CSRFToken')).toBe('tok-123');
    expect(seen[0]?.headers.get('Accept')).toBe('application/json');
    expect(seen[0]?.credentials).toBe('include');
  });

  it('yields to the browser (scheduler.yield, where it exists) before each fetch starts', async () => {
    let resume!: () => void;
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => (resume = resolve)) });
    try {
      const started: string[] = [];
      const client = createApiClient({
        baseUrl: 'http://localhost',
        cookies: () => '',
        fetch: async (input) => {
          started.push(String(input));
          return new Response(JSON.stringify({ code: 0, data: { trading_volume: '1' } }), { headers: { 'Content-Type': 'application/json' } });
        },
      });
      const result = fetchHomeStaticTradeData({ client });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(started).toEqual([]);
      resume();
      await expect(result).resolves.toMatchObject({ ok: true });
      expect(started).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends no csrf header when there is no csrftoken cookie', async () => {
    const seen = capture('get', '/api/web/v1/site/homeStaticTradeData', { code: 0, data: {} });
    await fetchHomeStaticTradeData({ client: createApiClient({ baseUrl: 'http://localhost', cookies: () => 'uid=1' }) });
    expect(seen[0]?.headers.has('X-CSRFToken')).toBe(false);
  });

  it('puts base URL, data prefix, path and query together', async () => {
    const seen = capture('get', '/api/web/v1/marketing-activity/dlGetTaskInfo', { code: 0, data: { has_dl_task: 1, reward_num: 5 } });
    const client = createApiClient({ baseUrl: 'https://api.exchange.example/', dataPrefix: 'gw/', cookies: () => '' });
    const result = await fetchDownloadTask({ const_id: 'a b&c', client });
    expect(seen[0]?.url).toBe('https://api.exchange.example/gw/api/web/v1/marketing-activity/dlGetTaskInfo?const_id=a+b%26c');
    // Numbers the server sends as numbers come out as strings.
    expect(result.data).toEqual({ has_dl_task: 1, reward_num: '5', reward_currency: '' });
  });

  it('form-encodes query_safe with the csrf header (SPEC section 7)', async () => {
    const seen = capture('post', '/json_svr/query_safe', { result: true, msg: 'Success' });
    const client = createApiClient({ baseUrl: 'http://localhost', cookies: () => 'csrftoken=tok-9' });
    const result = await setTradePassFrequency({ frequency: 2, fundpass: 'p&ss=1', totp: '123456', client });
    expect(result).toEqual({ ok: true, data: { result: true, msg: 'Success' } });
    expect(seen[0]?.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(seen[0]?.headers.get('X-CSRFToken')).toBe('tok-9');
    expect(Object.fromEntries(new URLSearchParams(seen[0]?.body))).toEqual({
      action: 'tradepassfrequency',
      frequency: '2',
      fundpass: 'p&ss=1',
      totp: '123456',
    });
  });

  it('form-encodes the declaration submit; JSON elsewhere', async () => {
    const declaration = capture('post', '/api/web/v1/compliance-kyc/customer-understand-declaration/submit-status', { code: 0, data: { status: 2 } });
    const agreement = capture('post', '/api/web/v1/compliance-kyc/user-agreement/submit-status', { code: 0, data: null });
    const client = createApiClient({ baseUrl: 'http://localhost', cookies: () => '' });
    await submitDeclaration({ client });
    await submitUserAgreement({ scene: 'login', client });
    expect(declaration[0]?.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(declaration[0]?.body).toBe('status=2');
    expect(agreement[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(agreement[0]?.body ?? '')).toEqual({ scene: 'login' });
  });
});

describe('timeouts and aborts', () => {
  it('uses 20 s by default and 5 s for config calls', () => {
    expect(DEFAULT_TIMEOUTS).toEqual({ api: 20_000, config: 5_000 });
  });

  it('bounds config calls by the config timeout', async () => {
    await setMockSettings({ faults: { headerCommon: 'timeout' } });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = createTestClient({ timeouts: { api: 60_000, config: 30 } });
    const started = Date.now();
    const result = await fetchHeaderCommon({ client });
    expect(result.ok ? null : result.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a slow (3 s) answer past the timeout is a timeout', async () => {
    await setMockSettings({ faults: { homeStaticTradeData: 'slow3s' } });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = createTestClient({ timeouts: { api: 30 } });
    const result = await fetchHomeStaticTradeData({ client });
    expect(result).toMatchObject({ ok: false, reason: 'timeout', data: null });
  });

  it('aborts with the caller signal (unmount, route change): default, reason aborted, not logged', async () => {
    await setMockSettings({ faults: { homeStaticTradeData: 'timeout' } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = createTestClient();
    const controller = new AbortController();
    const pending = fetchHomeStaticTradeData({ client, signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const result = await pending;
    expect(result).toMatchObject({ ok: false, reason: 'aborted', data: null });
    expect(warn).not.toHaveBeenCalled();
  });

  it('an already-aborted signal never reaches the server', async () => {
    const seen = capture('get', '/api/web/v1/site/homeStaticTradeData', { code: 0, data: {} });
    const controller = new AbortController();
    controller.abort();
    const result = await fetchHomeStaticTradeData({ client: createTestClient().client, signal: controller.signal });
    expect(result).toMatchObject({ ok: false, reason: 'aborted' });
    expect(seen).toHaveLength(0);
  });
});

describe('answers', () => {
  it('a nonzero code is a failure with the server message (where the code is not the answer)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = createTestClient();
    const result = await fetchUserInfo({ client });
    expect(result).toEqual({ ok: false, data: null, reason: 'code', detail: 'code 10001 (Please log in first.)' });
  });

  it('never throws, even when fetch itself throws synchronously', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = createApiClient({
      baseUrl: 'http://localhost',
      cookies: () => '',
      fetch: () => {
        throw new TypeError('boom');
      },
    });
    await expect(fetchHomeStaticTradeData({ client })).resolves.toMatchObject({ ok: false, reason: 'network', data: null });
  });

  it("loads the endpoint's validator alongside its request; one that does not load yields the default", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const order: string[] = [];
    const endpoint = defineEndpoint({
      id: 'homeStaticTradeData',
      method: 'GET',
      path: '/api/web/v1/site/homeStaticTradeData',
      validate: (): Promise<Validator<{ data: string }>> => {
        order.push('validator');
        return Promise.reject(new Error('chunk gone'));
      },
      select: (body) => body.data,
      fallback: 'default',
    });
    const client = createApiClient({
      baseUrl: 'http://localhost',
      cookies: () => '',
      fetch: async () => {
        order.push('fetch');
        return new Response(JSON.stringify({ code: 0, data: 'answer' }));
      },
    });
    const result = await client.call(endpoint, {});
    expect(order).toEqual(['validator', 'fetch']);
    expect(result).toMatchObject({ ok: false, reason: 'network', data: 'default' });
    expect(result.ok ? '' : result.detail).toMatch(/validator did not load: .*chunk gone/);
  });

  it("a validator that never loads is bounded by the call's timeout", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const endpoint = defineEndpoint({
      id: 'homeStaticTradeData',
      method: 'GET',
      path: '/api/web/v1/site/homeStaticTradeData',
      validate: (): Promise<Validator<{ data: string }>> => new Promise(() => {}),
      select: (body) => body.data,
      fallback: 'default',
    });
    const client = createApiClient({
      baseUrl: 'http://localhost',
      cookies: () => '',
      timeouts: { api: 50 },
      fetch: async () => new Response(JSON.stringify({ code: 0, data: 'answer' })),
    });
    await expect(client.call(endpoint, {})).resolves.toMatchObject({ ok: false, reason: 'timeout', data: 'default' });
  });

  it('a call that fails before its validator is needed leaves no unhandled rejection', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const endpoint = defineEndpoint({
      id: 'homeStaticTradeData',
      method: 'GET',
      path: '/api/web/v1/site/homeStaticTradeData',
      validate: (): Promise<Validator<{ data: string }>> => Promise.reject(new Error('chunk gone')),
      select: (body) => body.data,
      fallback: 'default',
    });
    const client = createApiClient({ baseUrl: 'http://localhost', cookies: () => '', fetch: async () => new Response('', { status: 500 }) });
    // Vitest fails the run on an unhandled rejection.
    await expect(client.call(endpoint, {})).resolves.toMatchObject({ ok: false, reason: 'http', data: 'default' });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('reports every finished call to subscribers (for the dev panel)', async () => {
    const { client } = createTestClient();
    const events: unknown[] = [];
    const unsubscribe = client.subscribe((event) => events.push(event));
    await fetchHomeStaticTradeData({ client });
    unsubscribe();
    await fetchHomeStaticTradeData({ client });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ endpoint: 'homeStaticTradeData', method: 'GET', ok: true });
  });
});

describe('user config (SPEC section 7: data may be a JSON string)', () => {
  it('parses a JSON string', async () => {
    await setMockSettings({ persona: 'kyc2' });
    const { client } = createTestClient({ cookies: { uid: '10400003', nickname: 'Trader Two' } });
    expect(await fetchUserConfig({ client })).toEqual({
      ok: true,
      data: { theme: 'light', rise_fall: 'green_up', currency: 'USD', lang: 'en' },
    });
  });

  it('takes an object as it is', async () => {
    await setMockSettings({ persona: 'kyc3' });
    const { client } = createTestClient({ cookies: { uid: '10400004', nickname: 'Whale Three' } });
    const result = await fetchUserConfig({ client });
    expect(result).toMatchObject({ ok: true, data: { theme: 'dark' } });
  });

  it.each([
    ['a malformed string', '{"theme":"dark"', 'json'],
    ['a string of the wrong shape', '{"theme":42}', 'shape'],
    ['a string that is not an object', '"dark"', 'shape'],
  ])('yields the empty config for %s', async (_name, data, reason) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    capture('get', '/api/web/v1/usercenter/user_config', { code: 0, data });
    const { client } = createTestClient();
    expect(await fetchUserConfig({ client })).toMatchObject({ ok: false, data: {}, reason });
  });
});
