/**
 * Page titles by route id: a fixed phrase, or one built from the route's (validated) params and
 * search (routes whose title depends on loaded data keep a `head` in their route file). <DocumentHead/>
 * (a lazy chunk) reads this table, so the first load carries neither the titles nor their
 * message ids; the strings are in the pages part of the catalog, which every page but home
 * waits for.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RegisteredRouter } from '@tanstack/react-router';
import { accountCurrency } from '../pages/account/search';
import { p2pFiat } from '../pages/buy/search';
import { convertPair, futuresRoute, spotPair } from '../pages/trade/search';
import { isProvider, PROVIDER_NAMES, type Provider } from '../widgets/auth/providers';

/** What a title built from the URL reads of the route's match. */
export interface TitleMatch {
  params: Record<string, unknown>;
  search: Record<string, unknown>;
}

export type PageTitle = MessageDescriptor | ((match: TitleMatch) => MessageDescriptor);

export const PAGE_TITLES: Partial<Record<keyof RegisteredRouter['routesById'], PageTitle>> = {
  '/{-$locale}/about-us': msg`About us`,
  '/{-$locale}/about_us': msg`About us`,
  '/{-$locale}/alpha/': msg`Alpha: on-chain tokens`,
  '/{-$locale}/announcements/trade-match': msg`Trade Match`,
  '/{-$locale}/appdownload': msg`Download the app`,
  '/{-$locale}/asset-management': msg`Asset management`,
  '/{-$locale}/blog/': msg`Blog`,
  '/{-$locale}/buy-sell-crypto': msg`Buy and sell crypto`,
  '/{-$locale}/c2c/market': msg`Peer-to-peer market`,
  '/{-$locale}/campaigns/$': msg`Download rewards`,
  '/{-$locale}/candy-drop': msg`CandyDrop`,
  '/{-$locale}/competition/center': msg`Competition centre`,
  '/{-$locale}/converter': msg`Crypto converter`,
  '/{-$locale}/copytrading/': msg`Copy trading`,
  '/{-$locale}/crypto-market-data': msg`Crypto market data`,
  '/{-$locale}/crypto-wiki': msg`Crypto wiki`,
  '/{-$locale}/crypto/buy/': msg`Buy crypto`,
  '/{-$locale}/crypto/buy/with-bank-account': msg`Buy crypto by bank transfer`,
  '/{-$locale}/crypto/buy/with-credit-card': msg`Buy crypto with a card`,
  '/{-$locale}/docs/agreement.html': msg`User agreement`,
  '/{-$locale}/etf': msg`Leveraged ETF tokens`,
  '/{-$locale}/fee': msg`Fee schedule`,
  '/{-$locale}/futures-delivery': msg`Delivery futures`,
  '/{-$locale}/groupchat/call_service': msg`Customer service`,
  '/{-$locale}/groupchat/chatroom': msg`Chatroom`,
  '/{-$locale}/help': msg`Help centre`,
  '/{-$locale}/hodl': msg`HODL & Earn`,
  '/{-$locale}/how-to-buy': msg`How to buy crypto`,
  '/{-$locale}/launchpool': msg`Launchpool`,
  '/{-$locale}/learn/': msg`Learn crypto`,
  '/{-$locale}/learn/glossary/': msg`Crypto glossary`,
  '/{-$locale}/legal/jp/': msg`Disclosures (Japan)`,
  '/{-$locale}/legal/licenses': msg`Licences and registrations`,
  '/{-$locale}/legal/privacy-policy': msg`Privacy policy`,
  '/{-$locale}/legal/risk-disclosure': msg`Risk disclosure`,
  '/{-$locale}/legal/terms-of-service': msg`Terms of service`,
  '/{-$locale}/legal/user-agreement': msg`User agreement`,
  '/{-$locale}/lend-earn': msg`Lend & Earn`,
  '/{-$locale}/login': msg`Log in`,
  '/{-$locale}/media-kit': msg`Media kit`,
  '/{-$locale}/mobileapp': msg`Mobile app`,
  '/{-$locale}/myaccount/': msg`Account overview`,
  '/{-$locale}/myaccount/coupon_center': msg`Coupons`,
  '/{-$locale}/myaccount/deposit_fiat': msg`Deposit fiat`,
  '/{-$locale}/myaccount/deposit_gatecode': msg`Redeem a transfer code`,
  '/{-$locale}/myaccount/fundpass_setup': msg`Set your fund password`,
  '/{-$locale}/myaccount/kyc2': msg`Verify your identity`,
  '/{-$locale}/myaccount/kyc3_v1': msg`Verify your address`,
  '/{-$locale}/myaccount/kyc_home': msg`Identity verification`,
  '/{-$locale}/myaccount/profile/coupon_center': msg`Coupons`,
  '/{-$locale}/myaccount/profile/passkey-manager': msg`Passkeys`,
  '/{-$locale}/myaccount/profile/security_device': msg`Devices`,
  '/{-$locale}/myaccount/profile/sub-account-manage': msg`Sub-accounts`,
  '/{-$locale}/myaccount/security': msg`Security`,
  '/{-$locale}/myaccount/tickets': msg`Support tickets`,
  '/{-$locale}/myaccount/totp': msg`Authenticator app`,
  '/{-$locale}/news/': msg`Crypto news`,
  '/{-$locale}/options': msg`Options`,
  '/{-$locale}/page/contacts': msg`Contact us`,
  '/{-$locale}/pilot': msg`Pilot: new on-chain tokens`,
  '/{-$locale}/pre-market': msg`Pre-market trading`,
  '/{-$locale}/premint': msg`Premint`,
  '/{-$locale}/price-prediction': msg`Price prediction calculator`,
  '/{-$locale}/price/': msg`Cryptocurrency prices`,
  '/{-$locale}/privacy-policy': msg`Privacy policy`,
  '/{-$locale}/referral/': msg`Referral programme`,
  '/{-$locale}/referral/affiliate': msg`Affiliate programme`,
  '/{-$locale}/referral/broker': msg`Broker programme`,
  '/{-$locale}/rewards_hub': msg`Rewards hub`,
  '/{-$locale}/sale': msg`Special offers`,
  '/{-$locale}/signup': msg`Sign up`,
  '/{-$locale}/simple-earn': msg`Simple Earn`,
  '/{-$locale}/startup/': msg`Startup: token launches`,
  '/{-$locale}/state_compliance_tips': msg`Service not available in your region`,
  '/{-$locale}/strategybot': msg`Trading bots`,
  '/{-$locale}/upcoming-event': msg`Upcoming events`,
  '/{-$locale}/user-agreement': msg`User agreement`,
  '/{-$locale}/vip': msg`VIP programme`,
  '/{-$locale}/web3': msg`Web3 wallet`,
  '/{-$locale}/myaccount/withdraw/{-$currency}': ({ params }) => {
    const currency = accountCurrency(params.currency);
    return msg`Withdraw ${currency}`;
  },
  '/{-$locale}/myaccount/deposit/{-$currency}': ({ params }) => {
    const currency = accountCurrency(params.currency);
    return msg`Deposit ${currency}`;
  },
  '/{-$locale}/convert/$from/$to': ({ params }) => {
    const { from, to } = convertPair(params.from, params.to);
    return msg`Convert ${from} to ${to}`;
  },
  '/{-$locale}/futures/$unit/$contract': ({ params }) => {
    const { base, quote } = futuresRoute(params.unit, params.contract);
    const contract = `${base}${quote}`;
    return msg`${contract} perpetual futures`;
  },
  '/{-$locale}/oauth/$provider/start': ({ params }) => {
    const name = isProvider(String(params.provider)) ? PROVIDER_NAMES[params.provider as Provider] : '';
    return msg`Sign in with ${name}`;
  },
  '/{-$locale}/trade/$pair': ({ params, search }) => {
    const { base, quote } = spotPair(params.pair);
    const pair = `${base}/${quote}`;
    return search.tab === 'isolated_margin' ? msg`${pair} isolated margin trading` : msg`${pair} spot trading`;
  },
  '/{-$locale}/c2c/USDT_{$fiat}': ({ params }) => {
    const fiat = p2pFiat(params.fiat) ?? '';
    return msg`Buy and sell USDT with ${fiat}`;
  },
};
