/**
 * The demo's trading backend in a real browser (docs/trading-api.md): REST and the private
 * stream over MSW's WebSocket interception agree, the account lives in localStorage
 * (demo-exchange-v1) across a reload, and ?account=reset restores the start. The trade page's
 * own tests drive the form; this one checks the backend it stands on.
 */
import { expect, test } from '@playwright/test';
import { watchProblems } from './fixtures';

const STREAM = 'wss://ws.exchange.example/v4/ws/spot';

test('orders, private pushes, reload and reset in the browser', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/trade/BTC_USDT?persona=kyc2');
  await page.locator('html[data-mock-backend]').waitFor({ state: 'attached' });

  const first = await page.evaluate(async (url) => {
    const csrf = decodeURIComponent(/(?:^|; )csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '');
    const post = (path: string, body: object) =>
      fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<{ code: number; data: { id: string; status: string } | null }>);
    const pushed: { event: string; channel: string }[] = [];
    const socket = new WebSocket(url);
    await new Promise((resolve) => socket.addEventListener('open', resolve));
    socket.addEventListener('message', (event) => pushed.push(JSON.parse(String(event.data)) as { event: string; channel: string }));
    for (const channel of ['orders', 'fills', 'balances']) socket.send(JSON.stringify({ event: 'subscribe', channel, payload: { symbol: '*' } }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const resting = await post('/api/web/v1/spot/orders', { symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '1000', amount: '0.01', client_id: 'e2e-rest' });
    const taken = await post('/api/web/v1/spot/orders', { symbol: 'BTC_USDT', side: 'buy', type: 'market', amount: '0.001', client_id: 'e2e-take' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.close();
    return { resting, taken, channels: pushed.filter((m) => m.event === 'update').map((m) => m.channel), stored: localStorage.getItem('demo-exchange-v1') !== null };
  }, STREAM);
  expect(first.resting).toMatchObject({ code: 0, data: { status: 'open' } });
  expect(first.taken).toMatchObject({ code: 0, data: { status: 'filled' } });
  expect(first.channels).toEqual(expect.arrayContaining(['balances', 'orders', 'fills']));
  expect(first.stored).toBe(true);

  await page.reload();
  await page.locator('html[data-mock-backend]').waitFor({ state: 'attached' });
  const open = () => page.evaluate(() => fetch('/api/web/v1/spot/open-orders').then((r) => r.json() as Promise<{ data: { list: { client_id: string }[] } }>));
  expect((await open()).data.list.map((o) => o.client_id)).toEqual(['e2e-rest']);

  await page.goto('/trade/BTC_USDT?account=reset');
  await page.locator('html[data-mock-backend]').waitFor({ state: 'attached' });
  expect(page.url()).not.toContain('account=reset');
  expect((await open()).data.list).toEqual([]);
  expect(problems).toEqual([]);
});
