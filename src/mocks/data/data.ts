/**
 * Realistic payloads of the mocked backend that do not depend on the persona: market data,
 * home statistics, trending stories, configs, banners. Figures are plausible, not live.
 * Typed with the API response types, so a schema change that breaks them fails `tsc`.
 */
import type {
  AlphaCard,
  EarnProduct,
  HeaderCommon,
  HomeStats,
  MenuConfig,
  NewbiePrizeGuide,
  NewbiePrizePopup,
  OgShow,
  PageDownloadLinks,
  PopupPlan,
  Ticker,
  TrendingStory,
} from '../../generated/validators';
import { LOCALES } from '../../i18n/locales';
import { siteIndex } from '../../site/sites';

export const HOME_STATS: HomeStats = {
  trading_volume: '4187352960.18',
  curr_count: '3872',
  user_register_count: '31250000',
  simple_earn_apr_usdt: '8.25',
  max_profit_rate: '1486.37',
  lend_earn_max_rate: '21.60',
  total_reserve_rate: '128.40',
};

/** A dozen pairs, by 24 h quote volume. */
export const TICKERS: Ticker[] = [
  { currency_pair: 'BTC_USDT', last: '97342.5', change_percentage: '1.84', base_volume: '18342.1135', quote_volume: '1785423311.42', high_24h: '98120', low_24h: '95188.3' },
  { currency_pair: 'ETH_USDT', last: '3418.72', change_percentage: '-0.92', base_volume: '301245.883', quote_volume: '1029877140.05', high_24h: '3492.1', low_24h: '3377.05' },
  { currency_pair: 'SOL_USDT', last: '214.36', change_percentage: '4.71', base_volume: '2154877.2', quote_volume: '461922530.8', high_24h: '218.9', low_24h: '202.44' },
  { currency_pair: 'XRP_USDT', last: '2.4183', change_percentage: '2.36', base_volume: '152003874', quote_volume: '367589342.7', high_24h: '2.4655', low_24h: '2.3417' },
  { currency_pair: 'DOGE_USDT', last: '0.38214', change_percentage: '-3.12', base_volume: '611457200', quote_volume: '233664180.3', high_24h: '0.39977', low_24h: '0.37562' },
  { currency_pair: 'BNB_USDT', last: '692.4', change_percentage: '0.48', base_volume: '201337.4', quote_volume: '139405920.7', high_24h: '699.8', low_24h: '684.1' },
  { currency_pair: 'ADA_USDT', last: '0.9871', change_percentage: '1.05', base_volume: '98411206', quote_volume: '97141700.2', high_24h: '1.0042', low_24h: '0.9608' },
  { currency_pair: 'TRX_USDT', last: '0.2516', change_percentage: '0.22', base_volume: '301854002', quote_volume: '75946467.1', high_24h: '0.2539', low_24h: '0.2488' },
  { currency_pair: 'LINK_USDT', last: '23.847', change_percentage: '5.63', base_volume: '2957711.6', quote_volume: '70532600.4', high_24h: '24.31', low_24h: '22.41' },
  { currency_pair: 'AVAX_USDT', last: '38.92', change_percentage: '-1.77', base_volume: '1520043.9', quote_volume: '59160108.3', high_24h: '40.05', low_24h: '38.11' },
  { currency_pair: 'TON_USDT', last: '5.614', change_percentage: '-0.35', base_volume: '7644810.5', quote_volume: '42918045.1', high_24h: '5.702', low_24h: '5.533' },
  { currency_pair: 'GT_USDT', last: '21.386', change_percentage: '2.94', base_volume: '1284530.2', quote_volume: '27471000.9', high_24h: '21.71', low_24h: '20.62' },
];

export const EARN_PRODUCTS: EarnProduct[] = [
  { product_id: 1001, asset: 'USDT', product_type_tag: 'flexible', apr: '8.25', min_amount: '1', term_days: 0, sold_out: false },
  { product_id: 1002, asset: 'USDC', product_type_tag: 'flexible', apr: '7.10', min_amount: '1', term_days: 0, sold_out: false },
  { product_id: 1003, asset: 'BTC', product_type_tag: 'flexible', apr: '1.20', min_amount: '0.0001', term_days: 0, sold_out: false },
  { product_id: 1004, asset: 'ETH', product_type_tag: 'flexible', apr: '2.35', min_amount: '0.001', term_days: 0, sold_out: false },
  { product_id: 2001, asset: 'USDT', product_type_tag: 'fixed', apr: '12.00', min_amount: '100', term_days: 30, sold_out: false },
  { product_id: 2002, asset: 'SOL', product_type_tag: 'fixed', apr: '6.80', min_amount: '1', term_days: 60, sold_out: true },
];

export const TRENDING_STORIES: TrendingStory[] = [
  { id: 'st-1042', title: 'Bitcoin holds above $95,000 as ETF inflows return', url: '/news/bitcoin-holds-above-95000-etf-inflows', img: '/images/stories/btc-etf.webp', category: 'news', published_at: '2026-11-20T08:15:00Z' },
  { id: 'st-1039', title: 'What is a crypto ETF and how does it track its index?', url: '/learn/what-is-a-crypto-etf', img: '/images/stories/etf-explainer.webp', category: 'learn', published_at: '2026-11-19T12:00:00Z' },
  { id: 'st-1037', title: 'Solana network upgrade cuts average fees by a third', url: '/news/solana-upgrade-fees', img: '/images/stories/solana.webp', category: 'news', published_at: '2026-11-19T06:40:00Z' },
  { id: 'st-1031', title: 'Dollar-cost averaging: a beginner\'s guide', url: '/learn/dollar-cost-averaging', img: '/images/stories/dca.webp', category: 'learn', published_at: '2026-11-17T09:30:00Z' },
  { id: 'st-1028', title: 'Ethereum staking yields: where they come from', url: '/blog/ethereum-staking-yields', img: '/images/stories/eth-staking.webp', category: 'blog', published_at: '2026-11-16T14:05:00Z' },
  { id: 'st-1022', title: 'Glossary: funding rate', url: '/learn/glossary/funding-rate', img: '/images/stories/glossary.webp', category: 'learn', published_at: '2026-11-14T10:00:00Z' },
];

/** USD per unit of each fiat the mocked backend quotes (header common data's rates, crosses). */
export const USD_PER_FIAT: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 1.06,
  GBP: 1.27,
  TRY: 0.029,
  JPY: 0.0066,
  AUD: 0.65,
  AED: 0.272,
  HKD: 0.128,
  SGD: 0.745,
  BRL: 0.172,
};

export const HEADER_COMMON: HeaderCommon = {
  // Every locale the app ships (each site offers its own among them, config/sites/*.json).
  lang_list: LOCALES.map((lang) => ({ lang })),
  fiat_list: [
    { fiat: 'USD', symbol: '$' },
    { fiat: 'EUR', symbol: '€' },
    { fiat: 'GBP', symbol: '£' },
    { fiat: 'TRY', symbol: '₺' },
    { fiat: 'JPY', symbol: '¥' },
    { fiat: 'AUD', symbol: 'A$' },
    { fiat: 'AED', symbol: 'AED' },
    { fiat: 'HKD', symbol: 'HK$' },
    { fiat: 'SGD', symbol: 'S$' },
    { fiat: 'BRL', symbol: 'R$' },
  ],
  curr_fiat: 'USD',
  currency_count: 3872,
  curr_fiat_market_rates: { BTC: '97342.5', ETH: '3418.72', USDT: '1.0002', GT: '21.386' },
  defaultBuyCryptoFiat: 'USD',
  defaultP2PFiat: 'USD',
  is_service_host: false,
  sub_site_id: 0,
};

export const MENU_CONFIG: MenuConfig = {
  menu: [
    { code: 'trade', child: [{ code: 'spot' }, { code: 'margin' }, { code: 'convert' }] },
    { code: 'derivatives', child: [{ code: 'futures' }, { code: 'options' }] },
    { code: 'earn', child: [{ code: 'simple-earn' }, { code: 'launchpool' }] },
  ],
  business: { chatroom_entry: true, copytrading_entry: true, max_banner_count: 3 },
};

/**
 * Each site's domain by sub_website_id, for answers a site's own host serves: from boot's small
 * site index (importing config/sites/*.json here made the demo fetch every site's config chunk).
 */
const SITE_DOMAINS: ReadonlyMap<number, string> = new Map(siteIndex.map((site) => [site.id, site.webSiteDomain]));

/** The domain of the site whose id is `site` (the main site's for an unknown one). */
export function siteDomain(site: number): string {
  return SITE_DOMAINS.get(site) ?? SITE_DOMAINS.get(0) ?? 'exchange.example';
}

/**
 * The page download links config (SPEC section 3) as each site's static host serves it: links on
 * that site's own domain, which its URL policy allows (issue 39: every site answered the main
 * site's links, which Turkey's policy rejected, so its phones logged a warning and fell back).
 */
function link(c: string, domain: string) {
  return {
    c,
    china_apk: `https://${domain === 'exchange.example' ? 'download.exchange.example' : domain}/android/exchange-cn.apk`,
    overseas_apk: `https://${domain === 'exchange.example' ? 'download.exchange.example' : domain}/android/exchange.apk`,
    link: `https://${domain}/appdownload`,
    query: `ch=${c}`,
  };
}

/** v1 and v2 of the config (v2 adds the campaigns page) for the site whose domain is `domain`. */
export function pageDownloadLinks(version: 1 | 2, domain: string): PageDownloadLinks {
  const v1: PageDownloadLinks = {
    home: { h5: link('home_h5', domain), web: link('home_web', domain) },
    appdownload: { h5: link('appdownload_h5', domain), web: link('appdownload_web', domain) },
    trade: { h5: link('trade_h5', domain), web: link('trade_web', domain) },
  };
  return version === 1 ? v1 : { ...v1, campaigns: { h5: link('campaign_h5', domain), web: link('campaign_web', domain) } };
}

export const COIN_ICON_WHITELIST: string[] = ['ats', 'dog', 'zk', 'air', 'btc', 'eth', 'usdt', 'gt', 'sol', 'xrp', 'doge', 'ton'];

/** Plans by resource_type (SPEC section 7: 2 banner, 3, 4 homepage banner, 5 alpha/VIP). */
export const POPUP_PLANS: Readonly<Record<number, PopupPlan[]>> = {
  2: [
    {
      plan_id: 50211,
      plan_name: 'nov-futures-fee-rebate',
      title: 'Futures fee rebate',
      content: '<p>Up to <b>30%</b> back on futures fees this month.</p>',
      img: '/images/banners/futures-rebate.svg',
      img_h5: '/images/banners/futures-rebate-h5.svg',
      url: '/futures/USDT/BTC_USDT',
      position: 'top_banner',
    },
  ],
  3: [],
  4: [
    {
      plan_id: 50407,
      plan_name: 'home-earn-usdt',
      title: 'Earn up to 8.25% APR on USDT',
      content: '<p>Flexible savings, redeem any time.</p>',
      img: '/images/banners/earn-usdt.svg',
      img_h5: '/images/banners/earn-usdt-h5.svg',
      url: '/simple-earn?asset=USDT',
      position: 'home_banner',
    },
  ],
};

/** The VIP popup (resource_type 5) for a persona with a VIP event. */
export function vipPopupPlan(tier: number, type: 'VIP_EXPIRED' | 'VIP_INACTIVE' | 'VIP_UPGRADED'): PopupPlan {
  return {
    plan_id: 50533,
    plan_name: `vip-${type.toLowerCase()}`,
    title: type === 'VIP_UPGRADED' ? `Welcome to VIP ${tier}` : `Your VIP ${tier} trial has ended`,
    content: '<p>Lower fees, higher withdrawal limits and a dedicated account manager.</p>',
    img: '/images/vip/popup.webp',
    img_h5: '/images/vip/popup-h5.webp',
    url: '/vip',
    position: 'vip_popup',
    tier,
    benefit_title: 'Your benefits',
    benefit_1_content: 'Spot maker fee from 0.085%',
    benefit_2_content: 'Daily withdrawal limit 8M USDT',
    benefit_3_content: 'Dedicated account manager',
    benefit_1_img: '/images/vip/fee.svg',
    benefit_2_img: '/images/vip/limit.svg',
    benefit_3_img: '/images/vip/manager.svg',
    button_copywriting: 'View benefits',
    vip_popup_type: type,
  };
}

export function alphaCards(currency: string): AlphaCard[] {
  const c = currency || 'USDT';
  return [
    { id: 9301, title: `Zero fees on ${c} alpha orders this week`, url: '/alpha', img: '/images/alpha/zero-fee.svg', img_v2: '/images/alpha/zero-fee-v2.svg', sort: 1, plan_name: 'alpha-zero-fee', data_type: 1 },
    { id: 9302, title: 'New on Alpha: three early-stage tokens', url: '/alpha?tab=new', img: '/images/alpha/new-listings.svg', img_v2: '/images/alpha/new-listings-v2.svg', sort: 2, plan_name: 'alpha-new-listings', data_type: 1 },
    { id: 9303, title: 'Alpha points: place an order, share 50,000 USDT', url: '/alpha/points', img: '/images/alpha/points.svg', img_v2: '/images/alpha/points-v2.svg', sort: 3, plan_name: 'alpha-points', data_type: 2 },
  ];
}

export const NEWBIE_PRIZE_GUIDE: NewbiePrizeGuide = { prize_num: '6666' };
export const NEWBIE_PRIZE_POPUP: NewbiePrizePopup = { group_A: { num: '100' }, group_B: { num_first: '50', num_second: '20' } };

export function ogShow(url: string): OgShow {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  return { site_name: 'Exchange', site_image: path.startsWith('/futures') ? '/images/og/futures.svg' : '/images/og/default.svg' };
}
