/**
 * Every request path of the app, in one place. Paths marked SPEC are SPEC section 7's, verbatim.
 * Paths marked CHOSEN are ours, because SPEC says "path not shown": change them here and nowhere
 * else (the client and the mocked backend both read this file).
 *
 * The client prefixes each path with VITE_API_BASE and VITE_DATA_PREFIX (src/api/client.ts); the
 * mocks match any origin and prefix (`*` + path).
 */
export const PATHS = {
  // --- Marketing and welfare -------------------------------------------------------------
  /** SPEC. GET, const_id. */
  downloadTask: '/api/web/v1/marketing-activity/dlGetTaskInfo',
  /** SPEC. GET, const_id. */
  taskEmbedRegister: '/api/web/v1/marketing-activity/getTaskEmbedRegister',
  /** SPEC. GET, url. */
  ogShow: '/api/web/v1/marketing-activity/og_show',
  /** SPEC. GET, position, device_id, resource_type. */
  targetedPopupPlans: '/api/web/v1/marketing/targeted-popup-plan/list',
  /** SPEC. GET, spread_scene=alpha_place_order_web, device_id, resource_type 5, currency. */
  alphaUserPlans: '/api/web/v1/marketing/get-user-plans',
  /** SPEC. GET. */
  newbiePrizeGuide: '/api/web/v1/welfare/newbiePrizeGuide',
  /** CHOSEN: beside newbiePrizeGuide, same naming style. */
  newbiePrizePopup: '/api/web/v1/welfare/newbiePrizePopup',
  /** SPEC. GET. */
  homeStaticTradeData: '/api/web/v1/site/homeStaticTradeData',

  // --- Static JSON configs (SPEC section 7, "Static JSON") ---------------------------------
  /** CHOSEN: static JSON, v1 of the page download links. */
  pageDownloadLinks: '/static/config/download-links/v1.json',
  /** CHOSEN: static JSON, v2 of the page download links (same shape as v1). */
  pageDownloadLinksV2: '/static/config/download-links/v2.json',
  /** CHOSEN: static JSON. */
  coinIconWhitelist: '/static/config/coin-icon-whitelist.json',

  // --- Site and region ---------------------------------------------------------------------
  /** CHOSEN. GET; answers data.country_code. */
  ipLocation: '/api/web/v1/common/ip-location',
  /** CHOSEN. GET; a config call (5 s). */
  headerCommon: '/api/web/v1/common/header-data',
  /** CHOSEN. GET; a config call (5 s). */
  menuConfig: '/api/web/v1/config/menu-business',

  // --- Compliance ----------------------------------------------------------------------------
  /** CHOSEN. GET; the response feeds facts.compliance. */
  complianceCheck: '/api/web/v1/compliance/check',
  /**
   * CHOSEN. GET with `type`: footer tips use type=footer_tips, the 24h cool-down reminder
   * type=24h_cool_down_end_reminder (SPEC lists both as "business compliance check").
   */
  businessComplianceCheck: '/api/web/v1/compliance/business-check',
  /**
   * CHOSEN prefix: SPEC shows only "customer-understand-declaration/status"; we put it under
   * compliance-kyc like the user agreement. GET.
   */
  declarationStatus: '/api/web/v1/compliance-kyc/customer-understand-declaration/status',
  /** SPEC tail ".../submit-status" under the chosen prefix. POST, form-encoded. */
  declarationSubmit: '/api/web/v1/compliance-kyc/customer-understand-declaration/submit-status',
  /** SPEC. POST, JSON { scene }. */
  userAgreementStatus: '/api/web/v1/compliance-kyc/user-agreement/status',
  /** SPEC. POST, JSON { scene }. */
  userAgreementSubmit: '/api/web/v1/compliance-kyc/user-agreement/submit-status',
  /** SPEC. POST, JSON { type, ips?, stuns? }. */
  ipPenetrationCheck: '/api/web/v1/compliance-kyc/ip-penetration/check',

  // --- User ------------------------------------------------------------------------------------
  /** CHOSEN. GET; the login user of SPEC section 3. */
  userInfo: '/api/web/v1/usercenter/get_info',
  /** CHOSEN. GET; data may be a JSON string. */
  userConfig: '/api/web/v1/usercenter/user_config',
  /** CHOSEN. GET. */
  kycStatus: '/api/web/v1/usercenter/kyc_status',
  /** SPEC. GET, sub_uid. */
  subUserType: '/api/web/v1/usercenter/get_sub_user_type',
  /** CHOSEN. GET; the trial VIP tier. */
  vipTier: '/api/web/v1/vip/trial_tier',
  /** CHOSEN. GET. */
  totalFunds: '/api/web/v1/asset/total_funds',
  /** CHOSEN. GET. */
  totalAssets: '/api/web/v1/asset/total_assets',

  // --- Fund password ------------------------------------------------------------------------------
  /** SPEC (note: /apiweb, not /api/web). GET. */
  userFrequency: '/apiweb/v1/user/get_user_frequency',
  /** SPEC. POST, form-encoded, csrf header; action=tradepassfrequency. */
  querySafe: '/json_svr/query_safe',

  // --- Referral ------------------------------------------------------------------------------------
  /** SPEC. GET. */
  rebateUserInfo: '/api/web/v1/rebate/get_user_info',
  /** SPEC. GET, invite_code, ref_type?. */
  verifyInviteInfo: '/api/web/v1/rebate/verify_invite_info',

  // --- Device fingerprint --------------------------------------------------------------------------
  /** SPEC, origin-relative (never under the API base or data prefix). POST JSON { data }: the vendor SDK's blob; answers data.udid. */
  deviceFingerprint: '/dfdid/udid/c1',

  // --- Demo backend only (not in SPEC) -------------------------------------------------------------
  /** CHOSEN. POST JSON { account, password }; sets the uid and nickname cookies. */
  login: '/api/web/v1/auth/login',
  /** CHOSEN. POST; clears the uid and nickname cookies. */
  logout: '/api/web/v1/auth/logout',
  /** CHOSEN. POST JSON { account, password, ref_uid?, ch? }; logs the new user in. */
  signup: '/api/web/v1/auth/signup',
  /**
   * CHOSEN. POST JSON { provider, client_id }; the demo's stand-in for a third-party sign-in's
   * return leg (in production the provider sends the browser back to the backend, which sets
   * the session cookies). Logs a demo user in.
   */
  oauthCallback: '/api/web/v1/auth/oauth/callback',
  /** CHOSEN. GET, lang?, limit?; the 404 page's trending stories. */
  trendingStories: '/api/web/v1/content/trending_stories',
  /** CHOSEN. GET; pairs with last price, 24 h change and volume. */
  marketTickers: '/api/web/v1/market/tickers',
  /** CHOSEN. GET, asset?; earn products. */
  earnProducts: '/api/web/v1/earn/products',
  /** CHOSEN. GET, name: an experiment variable for this visitor (the welcome pop-up's A/B). */
  experimentVariable: '/api/web/v1/abtest/variable',
  // --- Catalog: what the pages list and their entity pages (issue 13 part 5) ---------------------
  /** CHOSEN. GET: Alpha's listed tokens. */
  alphaTokens: '/api/web/v1/alpha/tokens',
  /** CHOSEN. GET, token (id or symbol): one Alpha token; code 40400 when not listed. */
  alphaToken: '/api/web/v1/alpha/token',
  /** CHOSEN. GET, mode?: copy trading's lead traders. */
  leadTraders: '/api/web/v1/copytrading/lead-traders',
  /** CHOSEN. GET, id: one lead trader; code 40400 when unknown. */
  leadTrader: '/api/web/v1/copytrading/lead-trader',
  /** CHOSEN. GET: Startup's token sales. */
  startupProjects: '/api/web/v1/startup/projects',
  /** CHOSEN. GET, id: one Startup sale; code 40400 when unknown. */
  startupProject: '/api/web/v1/startup/project',
  /** CHOSEN. GET: coin reference data (names, slugs, supply). */
  coins: '/api/web/v1/market/coins',
  /** CHOSEN. GET, slug (slug, symbol or slug-symbol): one coin; code 40400 when unknown. */
  coin: '/api/web/v1/market/coin',
  /** CHOSEN. GET: Launchpool's pools. */
  launchpools: '/api/web/v1/earn/launchpools',
  /** CHOSEN. GET: HODL staking products. */
  stakingProducts: '/api/web/v1/earn/staking-products',
  /** CHOSEN. GET: Lend & Earn's markets. */
  lendingMarkets: '/api/web/v1/earn/lending-markets',
  /** CHOSEN. GET: CandyDrop's campaigns. */
  candyDrops: '/api/web/v1/earn/candy-drops',
  /** CHOSEN. GET: pre-market projects. */
  preMarketProjects: '/api/web/v1/pre-market/projects',
  /** CHOSEN. GET, logged in: the user's coupons. */
  coupons: '/api/web/v1/usercenter/coupons',
  /** CHOSEN. GET, logged in: the user's support tickets. */
  tickets: '/api/web/v1/usercenter/tickets',
  /** CHOSEN. GET, section, lang: a section's articles. */
  articles: '/api/web/v1/content/articles',
  /** CHOSEN. GET, section, slug, lang: one article; code 40400 when the section has no such slug. */
  article: '/api/web/v1/content/article',
  /** CHOSEN. GET, lang: the crypto calendar. */
  upcomingEvents: '/api/web/v1/content/upcoming-events',
  /** CHOSEN. GET, logged in: the user's sub-accounts. */
  subAccounts: '/api/web/v1/usercenter/sub-accounts',
  /** CHOSEN. GET, lang: the glossary. */
  glossary: '/api/web/v1/content/glossary',
  /** CHOSEN. GET, fiat, side (buy | sell): peer-to-peer adverts for USDT. */
  p2pAdverts: '/api/web/v1/c2c/adverts',
  /** CHOSEN. GET: assets accepted for on-chain deposit, with their networks. */
  depositNetworks: '/api/web/v1/wallet/deposit-networks',
  /** CHOSEN. GET, logged in, asset, network: the user's deposit address; code 40400 for a pair not offered. */
  depositAddress: '/api/web/v1/wallet/deposit-address',
  /** CHOSEN. GET: the trading fee schedule by tier. */
  feeTiers: '/api/web/v1/fee/tiers',
  /** CHOSEN. GET, id: a trading competition's leaderboard. */
  competitionLeaderboard: '/api/web/v1/competition/leaderboard',
  // --- Chart and positions (SPEC section 7: "Chart data functions ... endpoints not shown") --------
  /** CHOSEN. GET, symbol: the datafeed's symbol info. */
  chartSymbol: '/api/web/v1/chart/symbol',
  /** CHOSEN. GET, symbol, resolution, from, to (UTC seconds, [from, to)): the datafeed's bars. */
  chartBars: '/api/web/v1/chart/bars',
  /** CHOSEN. GET, query, limit: the datafeed's symbol search. */
  chartSearch: '/api/web/v1/chart/search',
  /** CHOSEN. GET, symbol: the user's fills (buy/sell markers). */
  chartMarks: '/api/web/v1/chart/marks',
  /** CHOSEN. GET, symbol: important events. */
  chartEvents: '/api/web/v1/chart/events',
  /** CHOSEN. GET, symbol: the liquidation map. */
  liquidationMap: '/api/web/v1/chart/liquidation-map',
  /** CHOSEN. GET, symbol: the user's open positions. */
  positions: '/api/web/v1/futures/positions',
  /** CHOSEN. POST JSON { id }: close a position at market. */
  positionClose: '/api/web/v1/futures/positions/close',
  /** CHOSEN. POST JSON { id, take_profit, stop_loss }: set TP/SL. */
  positionTpsl: '/api/web/v1/futures/positions/tpsl',
  /** CHOSEN. POST JSON { id }: reverse a position at market. */
  positionReverse: '/api/web/v1/futures/positions/reverse',
  // --- Spot trading (issue 35; the contract is docs/trading-api.md) --------------------------------
  /** CHOSEN. GET, symbol?: the pairs' trading rules (tick, step, limits, the user's fee rates). */
  pairRules: '/api/web/v1/spot/pair-rules',
  /** CHOSEN. GET, logged in: the spot account, available and locked per asset, with its seq. */
  spotBalances: '/api/web/v1/spot/accounts',
  /** CHOSEN. POST JSON PlaceOrder, logged in: place an order; a rejection is a nonzero code with the server's message. */
  spotPlaceOrder: '/api/web/v1/spot/orders',
  /** CHOSEN. POST JSON { id }, logged in: cancel one open order. */
  spotCancelOrder: '/api/web/v1/spot/orders/cancel',
  /** CHOSEN. POST JSON { symbol? }, logged in: cancel every open order (of one pair). */
  spotCancelAll: '/api/web/v1/spot/orders/cancel-all',
  /** CHOSEN. GET, symbol?, logged in: open and untriggered orders. */
  spotOpenOrders: '/api/web/v1/spot/open-orders',
  /** CHOSEN. GET, symbol?, side?, page (1-based), limit, logged in: finished orders, newest first. */
  spotOrderHistory: '/api/web/v1/spot/order-history',
  /** CHOSEN. GET, symbol?, side?, page, limit, logged in: the user's fills, newest first. */
  spotMyTrades: '/api/web/v1/spot/my-trades',
  // --- Wallet: deposits, withdrawals, sub-accounts (issue 36 section 3; docs/wallet-api.md) ----------
  /** CHOSEN. GET, asset: the withdraw rules per network (fee, minimum, step, address format). */
  withdrawRules: '/api/web/v1/wallet/withdraw-rules',
  /** CHOSEN. GET, asset?, logged in: recent deposits, newest first. */
  walletDeposits: '/api/web/v1/wallet/deposits',
  /** CHOSEN. POST JSON { asset, network }, logged in, demo only: a simulated incoming deposit. */
  walletSimulateDeposit: '/api/web/v1/wallet/deposits/simulate',
  /** CHOSEN. GET, asset?, logged in: recent withdrawals, newest first. */
  walletWithdrawals: '/api/web/v1/wallet/withdrawals',
  /** CHOSEN. POST JSON WithdrawRequest, logged in: a withdrawal; a refusal is a nonzero code with the server's message. */
  walletWithdraw: '/api/web/v1/wallet/withdrawals/create',
  /** CHOSEN. GET, asset?, logged in: the address book. */
  addressBook: '/api/web/v1/wallet/address-book',
  /** CHOSEN. POST JSON { asset, network, address, memo?, label }, logged in: save an address. */
  addressBookAdd: '/api/web/v1/wallet/address-book/add',
  /** CHOSEN. GET, logged in (a master): each sub-account with its balances. */
  subAccountBalances: '/api/web/v1/wallet/sub-accounts/balances',
  /** CHOSEN. POST JSON { from, to, asset, amount, client_id }, logged in (a master): move funds between main and sub-accounts. */
  subTransfer: '/api/web/v1/wallet/sub-accounts/transfer',
  // --- Convert, earn, copy trading (issue 36 §2; the contract is docs/money-api.md) ---------------
  /** CHOSEN. POST JSON { from, to, amount }, logged in: a quote valid 10 s. */
  convertQuote: '/api/web/v1/convert/quote',
  /** CHOSEN. POST JSON { quote_id }, logged in: execute a quote (refused once it lapsed). */
  convertExecute: '/api/web/v1/convert/execute',
  /** CHOSEN. GET, logged in: the user's conversions, newest first. */
  convertHistory: '/api/web/v1/convert/history',
  /** CHOSEN. GET, logged in: earn positions (Simple Earn and Startup) and their history. */
  earnAccount: '/api/web/v1/earn/account',
  /** CHOSEN. POST JSON { product_type, product_id, amount }, logged in: subscribe from spot. */
  earnSubscribe: '/api/web/v1/earn/subscribe',
  /** CHOSEN. POST JSON { position_id }, logged in: redeem principal and interest to spot. */
  earnRedeem: '/api/web/v1/earn/redeem',
  /** CHOSEN. GET, logged in: the user's copy accounts with their open positions and PnL. */
  copyAccounts: '/api/web/v1/copytrading/accounts',
  /** CHOSEN. POST JSON { trader_id, amount, stop_loss_pct? }, logged in: start copying. */
  copyStart: '/api/web/v1/copytrading/start',
  /** CHOSEN. POST JSON { copy_id }, logged in: stop copying; the funds return to spot. */
  copyStop: '/api/web/v1/copytrading/stop',
  /** CHOSEN. GET trader_id, days (7, 30, 90): a lead trader's ROI and PnL curve and the copy limits. */
  traderPerformance: '/api/web/v1/copytrading/trader/performance',
  // --- Futures and transfers (issue 36; the contract is docs/futures.md) ---------------------------
  /** CHOSEN. GET, symbol?: the perpetuals' rules (tick, step, limits, max leverage, maintenance rate, fees), mark and funding. */
  futuresContracts: '/api/web/v1/futures/contracts',
  /** CHOSEN. GET, logged in: the futures account and its open positions at the mark, with its seq. */
  futuresAccount: '/api/web/v1/futures/account',
  /** CHOSEN. POST JSON FuturesPlaceOrder, logged in: place a futures order (reduce_only closes). */
  futuresPlaceOrder: '/api/web/v1/futures/orders',
  /** CHOSEN. POST JSON { id }, logged in: cancel an open futures order. */
  futuresCancelOrder: '/api/web/v1/futures/orders/cancel',
  /** CHOSEN. GET, symbol?, logged in: open and untriggered futures orders. */
  futuresOpenOrders: '/api/web/v1/futures/open-orders',
  /** CHOSEN. GET, symbol?, page, limit, logged in: finished futures orders, newest first. */
  futuresOrderHistory: '/api/web/v1/futures/order-history',
  /** CHOSEN. GET, symbol?, page, limit, logged in: closed positions, newest first. */
  futuresPositionHistory: '/api/web/v1/futures/position-history',
  /** CHOSEN. GET, symbol?, page, limit, logged in: funding payments, newest first. */
  futuresFundingHistory: '/api/web/v1/futures/funding-history',
  /** CHOSEN. POST JSON { from, to, currency, amount, client_id }, logged in: move funds between the user's accounts (spot, futures). */
  walletTransfer: '/api/web/v1/wallet/transfer',
  // --- The coin directory (issue 39) ------------------------------------------------------------------
  /** CHOSEN. GET: every coin with price, 24 h change and volume, market cap, supply, 7-day sparkline, pairs. */
  coinDirectory: '/api/web/v1/market/coin-directory',
  /** CHOSEN. GET, slug, range (1D, 7D, 1M, 1Y, ALL): one coin's price history; 40400 for an unknown coin. */
  coinHistory: '/api/web/v1/market/coin-history',
  // --- Isolated margin (issue 35's margin tab; the contract is docs/margin.md) -----------------------
  /** CHOSEN. GET, symbol, logged in: the pair's isolated account (assets, loans, interest, margin level, liquidation price, limits). */
  marginAccount: '/api/web/v1/margin/account',
  /** CHOSEN. POST JSON { symbol, currency, direction: in | out, amount }, logged in: move an asset between spot and the pair's isolated account. */
  marginTransfer: '/api/web/v1/margin/transfer',
  /** CHOSEN. POST JSON { symbol, currency, amount }, logged in: borrow up to what the margin level allows. */
  marginBorrow: '/api/web/v1/margin/borrow',
  /** CHOSEN. POST JSON { symbol, currency, amount }, logged in: repay, interest first. */
  marginRepay: '/api/web/v1/margin/repay',
  /** CHOSEN. POST JSON PlaceOrder (as spot), logged in: an order on the pair's isolated account, matched like spot. */
  marginPlaceOrder: '/api/web/v1/margin/orders',
  /** CHOSEN. POST JSON { id }, logged in: cancel an open margin order. */
  marginCancelOrder: '/api/web/v1/margin/orders/cancel',
  /** CHOSEN. GET, symbol?, logged in: open margin orders, newest first. */
  marginOpenOrders: '/api/web/v1/margin/open-orders',
  /** CHOSEN. GET, symbol?, side?, page, limit, logged in: finished margin orders, newest first. */
  marginOrderHistory: '/api/web/v1/margin/order-history',
  /** CHOSEN. GET, symbol?, page, limit, logged in: transfers, loans, repayments and liquidations, newest first. */
  marginHistory: '/api/web/v1/margin/history',
  // --- Identity verification (docs/kyc.md) ---------------------------------------------------------
  /** CHOSEN. GET, logged in: the latest identity-verification application (level, status, times, a rejection's reason), or null. */
  kycApplication: '/api/web/v1/usercenter/kyc/application',
  /** CHOSEN. POST JSON { level: 2, country, document_type, document_number } or { level: 3, country, street, city, postal_code, file_name, file_size }, logged in: apply; the application, or a code and the reason. */
  kycSubmit: '/api/web/v1/usercenter/kyc/submit',
  // --- The account's security settings (docs/account-security.md) -------------------------------
  /** CHOSEN. GET, logged in: { totp, fund_password, anti_phishing (masked "a****z" or null), password_changed_at (ms or null) }. */
  userSecurity: '/api/web/v1/user/security',
  /** CHOSEN. POST, logged in: the authenticator secret to bind (base32, 32 characters), kept pending until bound or reset; 40123 once bound. */
  totpSecret: '/api/web/v1/user/totp/secret',
  /** CHOSEN. POST JSON { code }, logged in: binds the pending secret when the code is its RFC 6238 code; answers the security state. */
  totpBind: '/api/web/v1/user/totp/bind',
  /** CHOSEN. POST JSON { password, totp }, logged in: sets or changes the fund password (an authenticator must be bound); answers the security state. */
  setFundPassword: '/api/web/v1/user/fund-password',
  /** CHOSEN. POST JSON { code, totp }, logged in: sets the anti-phishing code (4 to 20 letters and digits); answers the security state. */
  setAntiPhishing: '/api/web/v1/user/anti-phishing',
  /** CHOSEN. POST JSON { current, next }, logged in: changes the login password; on success the server clears the login cookies (the session ends). */
  changePassword: '/api/web/v1/user/password',
  // --- Account services: support tickets, transfer codes (the contract is docs/account-services.md) ----
  /** CHOSEN. GET id, logged in: one of the user's tickets with its messages; 40400 for another's. */
  ticketDetail: '/api/web/v1/usercenter/tickets/detail',
  /** CHOSEN. POST JSON { category, subject, message }, logged in: a new ticket, status open. */
  ticketCreate: '/api/web/v1/usercenter/tickets/create',
  /** CHOSEN. POST JSON { id, message }, logged in: the user writes again; the ticket is open again. */
  ticketReply: '/api/web/v1/usercenter/tickets/reply',
  /** CHOSEN. GET, logged in: the user's transfer codes (active, redeemed, cancelled), newest first. */
  gateCodes: '/api/web/v1/wallet/gate-codes',
  /** CHOSEN. POST JSON { asset, amount, fundpass, totp, client_id }, logged in: a code; the amount leaves spot until redeemed or cancelled. */
  gateCodeCreate: '/api/web/v1/wallet/gate-codes/create',
  /** CHOSEN. POST JSON { id }, logged in: cancel an active code of the user's; the amount returns to spot. */
  gateCodeCancel: '/api/web/v1/wallet/gate-codes/cancel',
  /** CHOSEN. POST JSON { code }, logged in: redeem another user's code; the amount reaches spot at once. */
  gateCodeRedeem: '/api/web/v1/wallet/gate-codes/redeem',
  /** CHOSEN. GET fiat, logged in: the fiat's deposit methods (bank, card) with fees, limits and arrival; 40400 for a fiat not taken. */
  fiatDepositMethods: '/api/web/v1/wallet/fiat/deposit-methods',
  /** CHOSEN. POST JSON { fiat, method: bank, amount, client_id }, logged in: a bank transfer order with the bank details and a reference. */
  fiatDepositCreate: '/api/web/v1/wallet/fiat/deposits/create',
  /** CHOSEN. GET, logged in: the user's fiat deposit orders, newest first. */
  fiatDeposits: '/api/web/v1/wallet/fiat/deposits',
  /** CHOSEN. POST JSON { position_id }, logged in: a Launchpool stake's unclaimed rewards to spot (docs/earn.md). */
  earnClaim: '/api/web/v1/earn/claim',
} as const;

/** The `type` values of the business compliance check. */
export const BUSINESS_CHECK_TYPES = {
  footerTips: 'footer_tips',
  coolDownReminder: '24h_cool_down_end_reminder',
} as const;

/** SPEC section 7: the fixed spread_scene of the alpha banner's get-user-plans call. */
export const ALPHA_SPREAD_SCENE = 'alpha_place_order_web';
