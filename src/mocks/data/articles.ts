/**
 * The mocked backend's articles (issue 13 part 5): news, learn and blog, in English (the content
 * team's language of record; other languages fall back to it). Slugs match the trending stories.
 * Demo and tests only.
 */
import type { ArticleItem } from '../../generated/validators';

const ARTICLES: readonly ArticleItem[] = [
  {
    slug: 'bitcoin-holds-above-95000-etf-inflows',
    section: 'news',
    title: 'Bitcoin holds above $95,000 as ETF inflows return',
    excerpt: 'Spot bitcoin funds took in fresh money for a third straight day, steadying the market after last week\'s pullback.',
    body: [
      'Bitcoin traded above $95,000 through the Asian and European sessions as spot exchange-traded funds recorded their third consecutive day of net inflows.',
      'Analysts pointed to lower funding rates on perpetual futures as a sign that the rally is less leveraged than the one that ended last week.',
    ],
    published: '2026-11-20T08:15:00Z',
    minutes: 3,
    tag: 'Markets',
  },
  {
    slug: 'solana-upgrade-fees',
    section: 'news',
    title: 'Solana network upgrade cuts average fees by a third',
    excerpt: 'The latest client release changes how priority fees are calculated, lowering costs for most transactions.',
    body: [
      'Validators representing more than 80% of stake have adopted the new client, which changes how priority fees are calculated during congestion.',
      'Average fees fell by roughly a third in the first 48 hours, according to on-chain data.',
    ],
    published: '2026-11-19T06:40:00Z',
    minutes: 2,
    tag: 'Technology',
  },
  {
    slug: 'stablecoin-supply-record',
    section: 'news',
    title: 'Stablecoin supply reaches a new record',
    excerpt: 'The combined supply of dollar stablecoins passed a new high this week, led by growth on TRON and Ethereum.',
    body: ['The combined market value of dollar-pegged stablecoins reached a new record this week.', 'Most of the growth came from USDT issued on TRON and USDC on Ethereum.'],
    published: '2026-11-18T11:00:00Z',
    minutes: 2,
    tag: 'Stablecoins',
  },
  {
    slug: 'what-is-a-crypto-etf',
    section: 'learn',
    title: 'What is a crypto ETF and how does it track its index?',
    excerpt: 'Exchange-traded funds let investors hold crypto exposure through a regular brokerage account. Here is how they work.',
    body: [
      'A crypto exchange-traded fund holds the underlying coins, or futures on them, and issues shares that trade on a stock exchange.',
      'Authorised participants create and redeem shares so that the fund\'s price stays close to the value of what it holds.',
    ],
    published: '2026-11-19T12:00:00Z',
    minutes: 5,
    tag: 'Beginner',
  },
  {
    slug: 'dollar-cost-averaging',
    section: 'learn',
    title: "Dollar-cost averaging: a beginner's guide",
    excerpt: 'Buying a fixed amount on a schedule smooths out volatility. We explain when it helps and when it does not.',
    body: [
      'Dollar-cost averaging means investing the same amount at regular intervals, whatever the price.',
      'It removes the pressure of timing the market, at the cost of sometimes buying more expensively than a single well-timed purchase.',
    ],
    published: '2026-11-17T09:30:00Z',
    minutes: 4,
    tag: 'Beginner',
  },
  {
    slug: 'how-to-read-an-order-book',
    section: 'learn',
    title: 'How to read an order book',
    excerpt: 'Bids, asks, spread and depth: the four things to look at before placing a limit order.',
    body: ['The order book lists every open buy order (bids) and sell order (asks) for a market.', 'The gap between the best bid and the best ask is the spread; the amounts behind each level show the depth.'],
    published: '2026-11-12T09:00:00Z',
    minutes: 6,
    tag: 'Trading',
  },
  {
    slug: 'ethereum-staking-yields',
    section: 'blog',
    title: 'Ethereum staking yields: where they come from',
    excerpt: 'Issuance, priority fees and MEV: a look at the three sources of staking rewards and how they move.',
    body: ['Staking rewards on Ethereum come from new issuance, transaction priority fees and maximal extractable value.', 'Issuance is predictable; the other two rise and fall with network activity.'],
    published: '2026-11-16T14:05:00Z',
    minutes: 7,
    tag: 'Research',
  },
  {
    slug: 'proof-of-reserves-november',
    section: 'blog',
    title: 'Our proof of reserves for November',
    excerpt: 'Every customer balance is backed one to one, and then some. See this month\'s figures and how to verify your own balance.',
    body: ['This month\'s audit shows reserves covering customer balances at a ratio above 100% for every major asset.', 'You can verify that your balance was included using the Merkle proof in your account.'],
    published: '2026-11-10T10:00:00Z',
    minutes: 3,
    tag: 'Company',
  },
];

/** A section's articles, newest first. */
/** Every article says the language it is written in: English here (issue 39). */
export function articlesOf(section: string): ArticleItem[] {
  return ARTICLES.filter((a) => a.section === section)
    .sort((a, b) => b.published.localeCompare(a.published))
    .map((a) => ({ ...a, lang: 'en' }));
}

export function articleFor(section: string, slug: string): ArticleItem | undefined {
  const article = ARTICLES.find((a) => a.section === section && a.slug === slug);
  return article && { ...article, lang: 'en' };
}

/**
 * The trending stories' headlines in the languages the content team has translated them into
 * (issue 39). A story without a translation into the asked language is served in English and
 * says so (`lang: 'en'`), so the page can mark it for screen readers and bidi.
 */
const STORY_TITLES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'st-1042': {
    tr: 'ETF girişleri geri dönerken Bitcoin 95.000 doların üzerinde tutunuyor',
    ar: 'البيتكوين يحافظ على مستواه فوق 95,000 دولار مع عودة التدفقات إلى صناديق ETF',
    ja: 'ETFへの資金流入が再開し、ビットコインは9万5000ドル台を維持',
    zh: 'ETF 资金回流，比特币守稳 95,000 美元上方',
    de: 'Bitcoin hält sich über 95.000 $, ETF-Zuflüsse kehren zurück',
    es: 'Bitcoin se mantiene por encima de 95.000 $ con el regreso de las entradas en ETF',
    fr: 'Le bitcoin se maintient au-dessus de 95 000 $ avec le retour des flux vers les ETF',
    ru: 'Биткоин держится выше 95 000 $ на фоне возобновления притока в ETF',
  },
  'st-1039': {
    tr: 'Kripto ETF nedir ve endeksini nasıl takip eder?',
    ja: '暗号資産ETFとは？ 指数にどう連動するのか',
    zh: '什么是加密货币 ETF？它如何跟踪指数？',
    de: 'Was ist ein Krypto-ETF und wie bildet er seinen Index ab?',
    es: '¿Qué es un ETF de criptomonedas y cómo replica su índice?',
    fr: 'Qu’est-ce qu’un ETF crypto et comment suit-il son indice ?',
    ru: 'Что такое криптовалютный ETF и как он следует за индексом?',
  },
  'st-1037': {
    tr: 'Solana ağ güncellemesi ortalama ücretleri üçte bir azaltıyor',
    ar: 'ترقية شبكة سولانا تخفض متوسط الرسوم بمقدار الثلث',
    ja: 'Solanaのネットワーク更新で平均手数料が3分の1減少',
    zh: 'Solana 网络升级使平均手续费下降三分之一',
    de: 'Solana-Netzwerk-Upgrade senkt die durchschnittlichen Gebühren um ein Drittel',
    es: 'La actualización de la red Solana reduce las comisiones medias en un tercio',
    fr: 'La mise à niveau du réseau Solana réduit les frais moyens d’un tiers',
    ru: 'Обновление сети Solana снизило средние комиссии на треть',
  },
  'st-1031': {
    tr: 'Maliyet ortalaması: yeni başlayanlar için rehber',
    ar: 'متوسط التكلفة بالدولار: دليل للمبتدئين',
    ja: 'ドルコスト平均法：初心者ガイド',
    zh: '定投：新手指南',
    de: 'Cost-Average-Effekt: ein Leitfaden für Einsteiger',
    es: 'Promediar el coste: guía para principiantes',
    fr: 'L’investissement programmé : le guide du débutant',
    ru: 'Усреднение стоимости: руководство для начинающих',
  },
};

/** The language a locale code's content is written in: its own, or the one it falls back to. */
function contentLanguage(locale: string): string {
  const code = locale.toLowerCase();
  return code === 'ar-dubai' ? 'ar' : code === 'ja-jp' ? 'ja' : code;
}

/** The stories with each headline in `locale`'s language when translated, otherwise in English. */
export function storiesIn<T extends { id: string; title: string }>(stories: readonly T[], locale: string): (T & { lang: string })[] {
  const language = contentLanguage(locale);
  return stories.map((story) => {
    const translated = STORY_TITLES[story.id]?.[language];
    return translated ? { ...story, title: translated, lang: language } : { ...story, lang: 'en' };
  });
}
