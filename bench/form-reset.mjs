// Does the spot order form start afresh under the trader's fingers? (brief `form`, issue 35)
// Opens /trade/BTC_USDT?persona=kyc2&account=reset with the CPU throttled, types a price as soon as
// the form shows the account, then watches for a while whether the typed price stays and whether
// the [data-testid=order-form] element (or its Price input) is replaced, and what was on screen
// in between (a MutationObserver installed before the app). Not a timed measurement.
//
// What it found (2026-11-29): the form was never replaced; the live price, written into the Price
// field while the caret was in it, dropped the selection Playwright's fill had just made, so the
// typed price landed after the old one and the pair's decimals cut it away ("89432.8" + "12345.6"
// became 89432.8). `--select-wait 2500` (select, let a price arrive, type) lost it in 4 runs of 4
// before the fix (SpotOrderForm holds the price while it has the caret), 0 of 4 after; plain fills
// lost it about once in 50 runs before, none in 30 after (1440 and 390 px, CPU 6x, --shared).
//
//   npx vite build --mode demo --logLevel warn
//   node bench/form-reset.mjs [--dir dist-demo] [--runs 10] [--width 1440] [--rate 6] [--seconds 10]
//     [--shared] [--select-wait ms] [--path /trade/...]
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
};
const dir = arg('--dir', 'dist-demo');
const runs = Number(arg('--runs', '10'));
const width = Number(arg('--width', '1440'));
const rate = Number(arg('--rate', '6'));
const seconds = Number(arg('--seconds', '10'));
const path = arg('--path', '/trade/BTC_USDT?persona=kyc2&account=reset');
const port = Number(process.env.BENCH_PORT ?? 4371);
// One context for every run, each in a new tab, its storage cleared after (as e2e's sharedContextTest):
// the mocked backend's service worker and the HTTP cache stay warm.
const shared = process.argv.includes('--shared');
// A trader's way instead of Playwright's fill: click into Price, select its text, wait this long
// (a live price may arrive meanwhile), then type over the selection.
const selectWait = Number(arg('--select-wait', '0'));

const server = spawn(process.execPath, [join(root, 'scripts/serve.mjs'), dir], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve) => server.stdout.once('data', resolve));

/** Before the app: logs every new order form / Price input and every loss of one, with the time. */
function watch() {
  const w = /** @type {any} */ (window);
  w.__log = [];
  let form = null;
  let input = null;
  const t0 = performance.now();
  const note = (what) => w.__log.push(`${Math.round(performance.now() - t0)}ms ${what}`);
  const check = () => {
    const nextForm = document.querySelector('[data-testid=order-form]');
    if (nextForm !== form) {
      // The placeholder (no inputs, while the pair rules load) giving way to the form is expected;
      // a form with inputs replaced or gone is the form starting afresh.
      const had = form !== null && form.querySelector('input') !== null;
      const state = (f) => `busy=${f.getAttribute('aria-busy')}, inputs=${f.querySelectorAll('input').length}`;
      note(nextForm ? `form ${form === null ? 'mounted' : had ? 'REPLACED' : 'ready'} (${state(nextForm)})` : `form ${had ? 'GONE' : 'placeholder gone'}`);
      if (!nextForm) note(`screen: ${document.querySelector('.trade-screen') ? 'trade-screen' : document.querySelector('main')?.textContent?.slice(0, 60)}`);
      form = nextForm;
    }
    const nextInput = document.querySelector('[data-testid=order-form] input[data-field=price]');
    if (nextInput !== input) {
      if (input && nextInput) note('price input REPLACED');
      input = nextInput;
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true });
  // What the Price field shows, and where the focus goes, as they change.
  let shown = null;
  setInterval(() => {
    const value = input?.value ?? null;
    if (value !== shown && shown !== null && value !== null) note(`price ${JSON.stringify(shown)} -> ${JSON.stringify(value)}`);
    shown = value;
  }, 20);
  const describe = (el) => (el instanceof Element ? `${el.tagName.toLowerCase()}${el.getAttribute('data-field') ? `[${el.getAttribute('data-field')}]` : ''}${el.getAttribute('data-overlay') ? `[${el.getAttribute('data-overlay')}]` : ''}` : String(el));
  document.addEventListener('focusout', (e) => { if (e.target === input) note(`price blur -> ${describe(e.relatedTarget)}`); }, true);
  document.addEventListener('input', (e) => { if (e.target === input) note(`price input event ${JSON.stringify(input.value)}`); }, true);
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const newContext = async () => {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
  await context.addInitScript(watch);
  return context;
};
let sharedContext;
let lost = 0;
let replaced = 0;
try {
  for (let run = 0; run < runs; run++) {
    const context = shared ? (sharedContext ??= await newContext()) : await newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(`http://localhost:${port}${path}`);
    const form = page.getByTestId('order-form');
    await form.getByTestId('order-available').filter({ hasText: 'USDT' }).waitFor({ timeout: 60_000 });
    const typed = '12345.6';
    const priceField = form.getByLabel('Price', { exact: true });
    if (selectWait > 0) {
      await priceField.click();
      await priceField.evaluate((el) => el instanceof HTMLInputElement && el.select());
      await page.waitForTimeout(selectWait);
      await page.keyboard.insertText(typed);
    } else await priceField.fill(typed);
    const filledAt = await page.evaluate(() => Math.round(performance.now()));
    await page.waitForTimeout(seconds * 1000);
    const value = await form.getByLabel('Price', { exact: true }).inputValue().catch(() => '(none)');
    const log = await page.evaluate(() => /** @type {any} */ (window).__log);
    const wasReplaced = log.some((line) => /REPLACED|GONE|price input REPLACED/.test(line));
    if (value !== typed) lost++;
    if (wasReplaced) replaced++;
    console.log(`run ${run + 1}: price ${value === typed ? 'kept' : `LOST (${value})`}, filled at ~${filledAt}ms; ${log.join(' | ')}`);
    if (!shared) await context.close();
    else {
      await page.close();
      const blank = await context.newPage();
      const clear = await context.newCDPSession(blank);
      await clear.send('Storage.clearDataForOrigin', { origin: `http://localhost:${port}`, storageTypes: 'cookies,local_storage,indexeddb,cache_storage' });
      await blank.close();
    }
  }
} finally {
  await browser.close();
  server.kill();
}
console.log(`${runs} runs at ${width} px, CPU ${rate}x: typed price lost in ${lost}, form or input replaced in ${replaced}`);
