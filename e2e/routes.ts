/**
 * Shared by the route and locale browser tests: the routes of SPEC section 2 (one concrete URL
 * each, with the query parameters SPEC names), and in-app navigation through the router that
 * demo builds expose as `window.__appRouter` (src/app/boot.tsx).
 */
import type { Page } from '@playwright/test';

/** The Japan site's disclosures (src/pages/legal/japanDocTitles.ts). */
export const JAPAN_LEGAL = [
  'cryptocurrency-overview',
  'important-information',
  'system-risk-management',
  'anti-money-laundering-policy',
  'debt-performance',
  'information-security',
  'new-cryptocurrency-review',
  'specified-commercial-transactions',
  'antisocial-forces',
  'conflict-of-interest',
] as const;

/** Every route of SPEC section 2 except /login and /signup (tested on their own). */
export const ROUTES = [
  // Account (login required)
  '/myaccount/deposit/USDT',
  '/myaccount/deposit',
  '/myaccount/deposit_gatecode',
  '/myaccount/deposit_fiat',
  '/myaccount/kyc_home',
  '/myaccount/kyc2',
  '/myaccount/kyc3_v1',
  '/myaccount/security',
  '/myaccount/tickets',
  '/myaccount/fundpass_setup',
  '/myaccount/totp',
  '/myaccount/withdraw/USDT',
  '/myaccount/coupon_center',
  '/myaccount/profile/coupon_center',
  '/myaccount/profile/sub-account-manage',
  '/myaccount/profile/security_device',
  '/myaccount/profile/passkey-manager',
  '/myaccount',
  // Buying
  '/crypto/buy',
  '/crypto/buy/with-credit-card?method=card&fiat=EUR',
  '/crypto/buy/with-bank-account?method=bank&fiat=GBP',
  '/buy-sell-crypto',
  '/c2c/market',
  '/c2c/USDT_TRY',
  // Trading
  '/trade/BTC_USDT',
  '/trade/ETH_USDT?tab=isolated_margin',
  '/futures/USDT/BTC_USDT',
  '/futures-delivery',
  '/options',
  '/convert/USDT/BTC',
  '/alpha',
  '/alpha/moonfrog?pair=MFROG_USDT&quote_prec=6&amount_prec=2',
  '/pilot',
  '/premint',
  '/pre-market',
  '/launchpool',
  '/startup',
  '/startup/meridian',
  '/strategybot',
  '/etf',
  // Earn and copy
  '/simple-earn',
  '/simple-earn?product_id=1001&product_type_tag=flexible&asset=USDT&coin=USDT',
  '/hodl',
  '/lend-earn',
  '/copytrading?mode=futures',
  '/copytrading/trader/futures/20481',
  '/copytrading/trader/futures/20481?follow=1',
  '/candy-drop',
  '/announcements/trade-match',
  // Rewards tab bar pages
  '/rewards_hub',
  '/competition/center',
  '/referral',
  '/referral/affiliate',
  '/referral/broker',
  // Content
  '/price',
  '/price/bitcoin',
  '/crypto-market-data',
  '/price-prediction',
  '/how-to-buy',
  '/converter',
  '/news',
  '/news/bitcoin-holds-above-95000-etf-inflows',
  '/learn',
  '/learn/what-is-a-crypto-etf',
  '/blog',
  '/crypto-wiki',
  '/learn/glossary',
  '/learn/glossary/funding-rate',
  '/upcoming-event',
  '/help',
  '/web3',
  // Other
  '/appdownload',
  '/campaigns/download-rewards',
  '/state_compliance_tips',
  '/groupchat/call_service?platform=web',
  '/groupchat/chatroom?platform=web',
  '/docs/agreement.html',
  '/vip',
  '/asset-management',
  '/sale',
  // Legal
  '/user-agreement',
  '/privacy-policy',
  '/legal/user-agreement',
  '/legal/privacy-policy',
  '/legal/licenses',
  '/legal/risk-disclosure',
  '/legal/terms-of-service',
  '/about-us',
  '/about_us',
  '/media-kit',
  '/fee',
  '/mobileapp',
  '/page/contacts',
  '/legal/jp',
  ...JAPAN_LEGAL.map((slug) => `/legal/jp/${slug}`),
] as const;

interface TestRouter {
  navigate(options: { href: string }): Promise<void>;
  state: { status: string; isLoading: boolean };
}

/** Full page load, then wait for the router to settle. */
export async function openApp(page: Page, url: string): Promise<PageState> {
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __appRouter?: TestRouter }).__appRouter !== undefined);
  return page.evaluate(settleInPage);
}

/**
 * In-app navigation (no page load), as a click on a link would do; resolves with the page's
 * state once the router is idle and the page (or the 404) has rendered. One round trip to the
 * browser per navigation keeps a walk over every route fast.
 */
export async function navigateInApp(page: Page, href: string): Promise<PageState> {
  return page.evaluate(
    async ({ target, settleSource }) => {
      const router = (window as unknown as { __appRouter?: TestRouter }).__appRouter;
      if (!router) throw new Error('window.__appRouter is missing: not a demo build?');
      await router.navigate({ href: target });
      const settle = new Function(`return (${settleSource})`)() as () => Promise<PageState>;
      return settle();
    },
    { target: href, settleSource: SETTLE_SOURCE },
  );
}

export interface PageState {
  pathname: string;
  search: string;
  title: string;
  heading: string | null;
  notFound: boolean;
  error: boolean;
  lang: string;
  dir: string;
}

/** Runs in the page: waits (up to 5 s) for an idle router and a rendered page, then reads it. */
async function settleInPage(): Promise<PageState> {
  const router = (window as unknown as { __appRouter?: TestRouter }).__appRouter;
  const deadline = performance.now() + 5_000;
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  const rendered = () =>
    document.querySelector('main h1, [data-testid="not-found"], [data-testid="error-screen"]') !== null;
  // <DocumentHead/> (a lazy chunk) has written this route's head: its canonical link names the
  // current path, and the title was written in the same commit.
  const headInStep = () => {
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"][data-route-head]');
    return canonical !== null && new URL(canonical.href).pathname === window.location.pathname;
  };
  while (performance.now() < deadline) {
    if (router && router.state.status === 'idle' && !router.state.isLoading && rendered() && headInStep()) break;
    await frame();
  }
  // Effects (title, <html lang>) run after the paint that showed the page.
  await frame();
  return {
    pathname: window.location.pathname,
    search: window.location.search,
    title: document.title,
    heading: document.querySelector('main h1')?.textContent?.trim() ?? null,
    notFound: document.title.startsWith('404') || document.querySelector('[data-testid="not-found"]') !== null,
    error: document.querySelector('[data-testid="error-screen"]') !== null,
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  };
}

const SETTLE_SOURCE = settleInPage.toString();

export async function pageState(page: Page): Promise<PageState> {
  return page.evaluate(settleInPage);
}
