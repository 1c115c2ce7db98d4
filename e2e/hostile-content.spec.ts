import { test as base, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, watchProblems } from './fixtures';
import { safeLink, safeRedirect } from '../src/lib/url';
import { HOSTILE_HTML, HOSTILE_URLS } from '../src/test/hostileCorpus';

/**
 * The fixtures' `page`, with one difference: the sanitiser parses hostile markup in an inert
 * document (DOMPurify's DOMParser), and Chromium reports the inline handlers and styles it meets
 * there as CSP violations (blocked, never run) in the console. Those lines are expected here;
 * a violation by an element of the live page is not, and fails the test (`liveViolations`).
 */
const test = base.extend({
  page: async ({ page }, use) => {
    const problems = watchProblems(page);
    await use(page);
    const unexpected = problems.filter((p) => !/^console error: (Executing inline event handler|Applying inline style) violates the following Content Security Policy/.test(p));
    expect(unexpected, 'console errors, page errors or failed requests').toEqual([]);
  },
});

/**
 * Server content is untrusted (issue 10, section 3): the mocked backend serves a corpus of
 * hostile HTML in every server-HTML slot of the compliance chrome (risk-user message, compliance
 * tips, gray-tax toast, business notice, cool-down reminder) and hostile URLs in every server-URL
 * field (risk_user_guide_url, tips ok_button_router and text_link, gray-tax url, the notices'
 * ok_button_router). Chromium runs nothing and goes nowhere: `window.__pwned` is never called,
 * no alert opens, no element keeps an event handler, every link left is one of the site's, and
 * every button that had a hostile URL either is hidden or leaves the visitor where they were.
 */
// The served CSP applies here: the sanitiser and the policy together (playwright.config.ts bypasses it elsewhere).
test.use({ bypassCSP: false });

const HTML = HOSTILE_HTML.join('\n');
const DIALOGS = ['accountNotice', 'complianceReminder', 'complianceTips'] as const;

/** One page load: three hostile URLs (toast, banner, dialog) and one of the three dialogs. */
function scenarioFor(round: number): object {
  const [toastUrl, bannerUrl, dialogUrl] = [0, 1, 2].map((i) => HOSTILE_URLS[(round * 3 + i) % HOSTILE_URLS.length]!);
  const dialog = DIALOGS[round % DIALOGS.length]!;
  const notice = (url: string) => ({ title: 'Notice', content: HTML, ok_button: 'Go', cancel_button: 'Cancel', ok_button_router: url, text_link: [{ key: 'here', link: url }], type: 'x', no_close_button: 0 });
  return {
    facts: {
      site: 0,
      user: { isLogin: dialog !== 'complianceTips' },
      compliance: {
        limit: { gray_tax_area_toast: { is_show: 1, can_close: 1, title: 'Tax', content: HTML, btn_text: 'Open', url: toastUrl } },
        toast: dialog === 'accountNotice' ? { kyc_toast: { is_risk_user: 1, risk_user_guide_frequency: 0, risk_user_guide_cookie_key: 'risk_x', risk_user_guide_msg: HTML, risk_user_guide_be_closed: 1, risk_user_guide_url: dialogUrl } } : {},
        tips:
          dialog === 'complianceTips'
            ? { title: 'Tips', content: `${HTML} {here}`, text_link: [{ key: 'here', link: dialogUrl }], ok_button: 'Go', ok_button_router: dialogUrl, enable: 1, path: ['home'], options: { maxCount: 9 } }
            : {},
      },
      notices: { business: [notice(bannerUrl)], reminder: dialog === 'complianceReminder' ? [notice(dialogUrl)] : [] },
    },
  };
}

test.describe('hostile server content', () => {
  test.describe.configure({ timeout: 120_000 });
  const rounds = Math.ceil(HOSTILE_URLS.length / 3);

  for (let round = 0; round < rounds; round++) {
    test(`round ${round + 1} of ${rounds}: nothing runs, nothing navigates (${DIALOGS[round % DIALOGS.length]})`, async ({ page }) => {
      const dialogId = DIALOGS[round % DIALOGS.length]!;
      await page.addInitScript((scenario) => {
        sessionStorage.setItem('demo.inlineScenario', JSON.stringify(scenario));
        (window as unknown as { __pwned: (n: number) => void; __pwnedCalls: number[] }).__pwnedCalls = [];
        const live: string[] = [];
        (window as unknown as { __liveViolations: string[] }).__liveViolations = live;
        document.addEventListener('securitypolicyviolation', (event) => {
          // An element of this page: something the sanitiser let through reached the live DOM.
          if (event.target instanceof Element) live.push(`${event.violatedDirective} ${event.target.outerHTML.slice(0, 120)}`);
        });
        (window as unknown as { __pwned: (n: number) => void }).__pwned = (n: number) =>
          (window as unknown as { __pwnedCalls: number[] }).__pwnedCalls.push(n);
      }, scenarioFor(round));
      let alerts = 0;
      page.on('dialog', (d) => {
        alerts += 1;
        void d.dismiss();
      });
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => navigations.push(frame.url()));
      const popups: string[] = [];
      page.on('popup', (popup) => popups.push(popup.url()));

      await page.goto('/?scenario=inline&site=0');
      for (const id of ['grayTaxToast', 'businessNotice', dialogId]) await expect(page.locator(`[data-overlay="${id}"]`)).toBeVisible();
      const start = new URL(page.url());

      // What the sanitiser left: no script-capable element, no handler, only the site's links.
      const left = await page.evaluate(() => {
        const roots = [...document.querySelectorAll('[data-overlay]')];
        const bad: string[] = [];
        for (const root of roots) {
          for (const el of root.querySelectorAll('*')) {
            // Our own icons are SVG; inside the server's HTML nothing script-capable may remain.
            if (el.closest('.server-html') && /^(SCRIPT|IFRAME|OBJECT|EMBED|FORM|SVG|MATH|STYLE|TEMPLATE|BASE|META|IMG|INPUT)$/i.test(el.tagName)) bad.push(el.tagName);
            for (const attr of el.getAttributeNames()) if (/^on|^srcdoc$|^formaction$/i.test(attr)) bad.push(`${el.tagName}@${attr}`);
            const href = el.getAttribute('href');
            if (href !== null && !(href.startsWith('/') && !href.startsWith('//')) && !/^https:\/\/(www\.|help\.)?exchange\.example\//.test(href)) bad.push(`href ${href}`);
          }
        }
        return bad;
      });
      expect(left).toEqual([]);

      // Every link the sanitiser disarmed (no href left), then every button: nothing runs, nothing leaves.
      for (const anchor of await page.locator(`[data-overlay="${dialogId}"] .server-html a:not([href])`).all()) await anchor.click();
      // The modal dialog first (while it is open, the rest of the page is inert).
      const dialog = page.locator(`[data-overlay="${dialogId}"]`);
      await dialog.locator('footer button').last().click();
      await expect(dialog).toHaveCount(0);
      const toast = page.locator('[data-overlay="grayTaxToast"]');
      await expect(toast.getByRole('button', { name: 'Open' }), 'a rejected url hides the toast button').toHaveCount(0);
      await toast.getByRole('button', { name: 'Close' }).click();
      await page.locator('[data-overlay="businessNotice"]').getByRole('button', { name: 'Go' }).click();
      // A fixed wait, kept on purpose: it proves nothing runs and nothing leaves after the clicks.
      await page.waitForTimeout(500);

      expect(await page.evaluate(() => (window as unknown as { __pwnedCalls: number[] }).__pwnedCalls)).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __liveViolations: string[] }).__liveViolations)).toEqual([]);
      expect(alerts).toBe(0);
      expect(popups).toEqual([]);
      const now = new URL(page.url());
      expect(now.origin).toBe(start.origin);
      expect(now.pathname).toBe(start.pathname);
      expect(navigations.every((url) => new URL(url).origin === start.origin)).toBe(true);
    });
  }
});

/**
 * Every other slot where a URL or HTML comes from the server or the address bar (issue 37, "in
 * every slot, in Chromium"): the list slots carry the whole corpus in one page view (one trending
 * story per hostile URL on /news and on the 404 page, one alpha banner card per hostile URL, every
 * hostile URL as a link and an image inside every server HTML field), the 404 page's `?redirect=`
 * takes every hostile URL in turn through in-app navigations of one page view, and the
 * single-valued fields (the homepage banner's url and img, the VIP pop-up's and the IP check
 * notice's url) each carry a dot-segment trick the issue found. Each page view asserts: no script ran (`window.__pwned` is a
 * tripwire every corpus entry that could run calls; no alert), no request left for a host the
 * site's CSP does not name (no evil.test at all), no href or src in the DOM that the URL policy
 * refuses, and every link a slot rendered, clicked, stays on the policy (in-app, or a new tab on
 * one of the site's hosts).
 */
const MAIN_SITE = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'config', 'sites', 'main.json'), 'utf8')) as { webSiteDomain: string; anti?: string[]; linkHosts?: string[] };
const LINK_HOSTS = [MAIN_SITE.webSiteDomain, ...(MAIN_SITE.anti ?? []), ...(MAIN_SITE.linkHosts ?? [])];
/** Two links the policy allows, so that a slot that renders nothing at all fails. */
const GOOD_PATH = '/fee';
const GOOD_HOST = `https://${MAIN_SITE.linkHosts?.[0] ?? MAIN_SITE.webSiteDomain}/hc/articles/1`;

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/**
 * Two links the policy allows, every hostile URL as a link and as an image, then the HTML corpus:
 * what every server HTML field carries. The links come first: the corpus's unclosed `<style>` and `<noscript>` tricks swallow
 * whatever follows them.
 */
const HTML_WITH_URLS = [`<a href="${GOOD_PATH}">fees</a> <a href="${GOOD_HOST}">help</a>`, ...HOSTILE_URLS.map((url, i) => `<a href="${attribute(url)}">url ${i}</a><img src="${attribute(url)}" alt="">`), ...HOSTILE_HTML].join('\n');

interface Watch {
  origin: string;
  /** The https hosts the document's CSP names (the site's static, fingerprint and third-party hosts). */
  cspHosts: string[];
  navigations: string[];
  foreignRequests: string[];
  popups: string[];
  alerts: number;
}

/** Opens `path` with an inline scenario, a tripwire before the first script, and the request, popup and alert logs. */
async function openWithScenario(page: Page, path: string, scenario: object): Promise<Watch> {
  const watch: Watch = { origin: '', cspHosts: [], navigations: [], foreignRequests: [], popups: [], alerts: 0 };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) watch.navigations.push(frame.url());
  });
  await page.addInitScript((inline) => {
    sessionStorage.setItem('demo.inlineScenario', JSON.stringify(inline));
    const calls: number[] = [];
    Object.assign(window, { __pwnedCalls: calls, __pwned: (n: number) => calls.push(n) });
  }, scenario);
  page.on('dialog', (dialog) => {
    watch.alerts += 1;
    void dialog.dismiss();
  });
  page.on('popup', (popup) => {
    watch.popups.push(popup.url());
    void popup.close();
  });
  // The page's, its workers' and its pop-ups' requests (context-wide): any host the document's
  // CSP does not name is a request a hostile URL made (the demo's own third parties are named).
  page.context().on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.hostname === 'localhost') return;
    if (/evil/i.test(url.hostname) || !hostIn(url.hostname, [...watch.cspHosts, ...LINK_HOSTS])) watch.foreignRequests.push(request.url());
  });
  // An allowed host of the site, opened in a new tab by a link the policy passed: answered here.
  await page.context().route(/^https:\/\/([a-z0-9-]+\.)?exchange\.example\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>ok</title>' }));
  const response = await page.goto(`${path}${path.includes('?') ? '&' : '?'}scenario=inline&site=0`);
  watch.origin = new URL(page.url()).origin;
  const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  watch.cspHosts = [...csp.matchAll(/(?:https|wss):\/\/([^\s;]+)/g)].map((match) => match[1]!);
  expect(watch.cspHosts.length, 'the document carries its CSP').toBeGreaterThan(0);
  return watch;
}

function hostIn(hostname: string, hosts: readonly string[]): boolean {
  return hosts.some((host) => (host.startsWith('*.') ? hostname.endsWith(host.slice(1)) : hostname === host));
}

/** Every URL-bearing attribute of the page's body that the URL policy refuses, resolved as Chromium does. */
async function offPolicyUrls(page: Page, watch: Watch): Promise<string[]> {
  const found = await page.evaluate(() => {
    const out: { where: string; value: string; resolved: string }[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      for (const name of ['href', 'src', 'srcset', 'action', 'formaction', 'data', 'poster', 'xlink:href']) {
        const value = element.getAttribute(name);
        if (value === null) continue;
        let resolved = '';
        try {
          resolved = new URL(value, document.baseURI).href;
        } catch {
          resolved = 'unparsable';
        }
        out.push({ where: `${element.tagName.toLowerCase()}@${name}`, value, resolved });
      }
    }
    return out;
  });
  const origin = new URL(page.url()).origin;
  return found
    .filter(({ where, value, resolved }) => {
      if (value.startsWith('#') || (value.startsWith('mailto:') && where === 'a@href')) return false; // the app's own anchors and addresses
      // The app's own images (coin icons) come from the site's static host, which its CSP names.
      const image = where.startsWith('img@');
      const off = (url: string) => offPolicy(url, origin) && !(image && isHttpsOn(url, watch.cspHosts));
      if (where === 'img@srcset') return value.split(',').some((part) => off(part.trim().split(/\s+/)[0] ?? ''));
      return off(value) || off(resolved);
    })
    .map(({ where, value }) => `${where} ${value}`);
}

function isHttpsOn(value: string, hosts: readonly string[]): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !/evil/i.test(url.hostname) && url.username === '' && hostIn(url.hostname, hosts);
  } catch {
    return false;
  }
}

function offPolicy(value: string, origin: string): boolean {
  if (value.startsWith(`${origin}/`)) return safeRedirect(value.slice(origin.length)) === undefined;
  return safeLink(value, LINK_HOSTS) === undefined;
}

/** Clicks each link of `links` that has an href: an in-app path stays in the app, another host opens a tab on one of the site's hosts. */
async function clickEach(page: Page, links: Locator, back: string): Promise<number> {
  const hrefs = (await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).filter((href): href is string => href !== null);
  for (const href of hrefs) {
    const origin = new URL(page.url()).origin;
    const link = links.and(page.locator(`[href="${href.replace(/"/g, '\\"')}"]`)).first();
    if (href.startsWith('/')) {
      // An app link navigates in the app; a link in server HTML is a plain one (a page load).
      await link.click();
      await expect(page).toHaveURL(`${origin}${href}`);
      await page.goBack();
      await expect(page).toHaveURL((url) => url.origin === origin && url.pathname === back);
    } else {
      const popup = page.waitForEvent('popup');
      await link.click();
      expect(LINK_HOSTS).toContain(new URL((await popup).url()).hostname);
    }
  }
  return hrefs.length;
}

/** What must hold at the end of every page view. */
async function nothingRanNothingLeft(page: Page, watch: Watch): Promise<void> {
  // One more frame and task: a navigation or script a click started has begun by then.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  expect(await page.evaluate(() => (window as unknown as { __pwnedCalls: number[] }).__pwnedCalls), 'scripts that ran').toEqual([]);
  expect(watch.alerts, 'alerts').toBe(0);
  expect(watch.foreignRequests, 'requests to hosts the site does not name').toEqual([]);
  expect(watch.popups.filter((url) => !LINK_HOSTS.includes(new URL(url).hostname)), 'tabs opened off the policy').toEqual([]);
  expect(await offPolicyUrls(page, watch), 'hrefs and srcs the URL policy refuses').toEqual([]);
  expect(watch.navigations.filter((url) => new URL(url).origin !== watch.origin), 'navigations off the site').toEqual([]);
}

test.describe('hostile content in every other slot', () => {
  test.describe.configure({ timeout: 90_000 });

  test('/news and the 404 page: every hostile URL as a trending story, and every one as ?redirect=', async ({ page }) => {
    const stories = [...HOSTILE_URLS, GOOD_PATH, GOOD_HOST].map((url, i) => ({ id: `s${i}`, title: `Story ${i}`, url, category: 'news', published_at: '2026-11-20T10:00:00Z' }));
    const watch = await openWithScenario(page, '/news', { facts: { site: 0 }, api: { trendingStories: { code: 0, message: 'success', data: { list: stories } } } });
    const trending = page.locator('section.ui-section', { has: page.getByRole('heading', { name: 'Trending now', exact: true }) }).last().getByRole('link');
    // Only the two stories the policy allows are links; every hostile one is left out.
    await expect(trending).toHaveCount(2);
    await expect(trending.first()).toHaveAttribute('href', GOOD_PATH);
    await expect(trending.last()).toHaveAttribute('href', GOOD_HOST);
    expect(await clickEach(page, trending, '/news')).toBe(2);
    await nothingRanNothingLeft(page, watch);

    // The 404 page, in the same page view: its "Back to home" takes ?redirect= from the address
    // bar; each hostile value leaves it pointing home, a same-site path is kept.
    const navigate = (href: string) => page.evaluate((to) => (window as unknown as { __appRouter: { navigate(o: { href: string }): Promise<void> } }).__appRouter.navigate({ href: to }), href);
    const home = page.getByTestId('not-found-home');
    for (const [i, url] of [...HOSTILE_URLS, GOOD_PATH].entries()) {
      await navigate(`/no-such-page-${i}?redirect=${encodeURIComponent(url)}`);
      await expect(page.getByTestId('not-found')).toBeVisible();
      await expect(home, url).toHaveAttribute('href', url === GOOD_PATH ? GOOD_PATH : '/');
    }
    // Its trending stories: the same two, and nothing else.
    const notFoundStories = page.getByTestId('trending-stories').getByRole('link');
    await expect(notFoundStories).toHaveCount(2);
    await home.click();
    await expect(page).toHaveURL(new RegExp(`${GOOD_PATH}$`));
    await nothingRanNothingLeft(page, watch);
  });

  test('home: the homepage banner and the VIP pop-up with hostile urls, images and HTML', async ({ page }) => {
    // One plan answers both resource types (the override ignores the query): the banner's url
    // and the VIP pop-up's url are the dot-segment trick issue 37 found, its image the encoded one.
    const plan = { plan_id: 66601, plan_name: 'hostile', title: 'Hostile plan', content: HTML_WITH_URLS, url: '/.//evil.test/phish', img: '/%2e%2e//evil.test/pixel.png', img_h5: '//evil.test/pixel.png', position: 'home_banner', vip_popup_type: 'VIP_EXPIRED', tier: 3 };
    const watch = await openWithScenario(page, '/', {
      facts: { site: 0, marketing: { homepageBanner: { hasPlan: true }, vipPopup: { hasPlan: true, type: 'VIP_EXPIRED' } }, storage: { cookies: { uid: '10400004', nickname: 'whale' } } },
      api: { targetedPopupPlans: { code: 0, message: 'success', data: { list: [plan] } } },
    });
    const vip = page.locator('[data-overlay="vipPopup"]');
    await expect(vip).toBeVisible();
    await expect(vip.locator('.server-html')).toContainText('url 0');
    await nothingRanNothingLeft(page, watch);
    // The refused url turns its button into "Got it", which stays here.
    await vip.getByRole('button', { name: 'Got it' }).click();
    await expect(vip).toHaveCount(0);
    const banner = page.locator('[data-overlay="homepageBanner"]');
    await expect(banner).toBeVisible();
    await expect(banner.locator('.server-html')).toContainText('url 0');
    await expect(banner.locator('img[src*="evil"]')).toHaveCount(0);
    // The links the sanitiser disarmed (no href left) do nothing; the one it kept stays in the app.
    for (const anchor of await banner.locator('.server-html a:not([href])').all()) await anchor.click();
    expect(new URL(page.url()).pathname).toBe('/');
    await nothingRanNothingLeft(page, watch);
    expect(await clickEach(page, banner.locator('.server-html a[href]'), '/')).toBe(2);
    await nothingRanNothingLeft(page, watch);
  });

  test('the IP check notice: hostile HTML and every URL in its content, a dot-segment url on its button', async ({ page }) => {
    const answer = { result: 2, title: 'Hostile check', content: HTML_WITH_URLS, button: 'Go on', url: '/a/..//evil.test/phish', token: '', closable: 0 };
    const watch = await openWithScenario(page, '/', {
      facts: { site: 0, ipCheck: { result: 2 }, storage: { cookies: { uid: '10400001', nickname: 'trader' } } },
      api: { ipPenetrationCheck: { code: 0, message: 'success', data: answer } },
    });
    const notice = page.locator('[data-overlay="ipCheck"]');
    await expect(notice.locator('.server-html')).toContainText('url 0');
    await nothingRanNothingLeft(page, watch);
    expect(await clickEach(page, notice.locator('.server-html a[href]'), '/')).toBe(2);
    // The refused url: the button goes where the notice goes without one (verification), on this site.
    await notice.getByRole('button', { name: 'Go on' }).click();
    await expect(page).toHaveURL((url) => url.origin === watch.origin && url.pathname !== '/');
    expect(page.url()).not.toContain('evil');
    await nothingRanNothingLeft(page, watch);
  });

  test('/alpha: every hostile URL as an alpha banner card url and image', async ({ page }) => {
    const cards = HOSTILE_URLS.map((url, i) => ({ id: 70000 + i, title: `Card ${i}`, url, img: HOSTILE_URLS[(i + 1) % HOSTILE_URLS.length], img_v2: url, sort: i + 1, plan_name: `hostile-${i}`, data_type: 1 }));
    const watch = await openWithScenario(page, '/alpha/PEPE', {
      facts: { site: 0, marketing: { alphaBanner: { cards: cards.length, currency: 'PEPE' } } },
      api: { alphaUserPlans: { code: 0, message: 'success', data: { card: cards, currency: 'PEPE' } } },
    });
    const banner = page.locator('[data-overlay="alphaBanner"]');
    await expect(banner).toBeVisible();
    // Every card in turn: none renders a link or an image from its hostile fields.
    for (let i = 0; i < cards.length; i++) {
      await expect(banner).toHaveAttribute('data-variant', /^700\d\d$/);
      expect(await banner.locator('a[href], img[src]').evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? el.getAttribute('src')))).toEqual([]);
      const shown = await banner.getAttribute('data-variant');
      await banner.getByRole('button', { name: 'Next card' }).click();
      await expect(banner).not.toHaveAttribute('data-variant', shown!);
    }
    await nothingRanNothingLeft(page, watch);
  });
});
