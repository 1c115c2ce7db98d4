import { describe, expect, it } from 'vitest';
import { nativeCallFor } from './nativeLinks';

const origin = 'https://www.exchange.example';
const call = (href: string, kycBridge = false) => nativeCallFor(href, { origin, kycBridge });

describe('native in-app equivalents (SPEC sections 2, 7)', () => {
  it('trade home, futures home, strategy home, login and signup become native screens, in any locale', () => {
    expect(call('/trade/BTC_USDT')).toEqual({ method: 'openActivity', activity: 'tradeHome', params: { pair: 'BTC_USDT' } });
    expect(call('/tr/trade/eth_usdt')).toEqual({ method: 'openActivity', activity: 'tradeHome', params: { pair: 'ETH_USDT' } });
    expect(call('/futures/USDT/BTC_USDT')).toEqual({ method: 'openActivity', activity: 'futuresHome', params: { unit: 'USDT', contract: 'BTC_USDT' } });
    expect(call('/strategybot')).toEqual({ method: 'openActivity', activity: 'strategyHome' });
    expect(call('/login')).toEqual({ method: 'openActivity', activity: 'login' });
    expect(call('/signup?ref_uid=10400003&ch=kol_web&x=1')).toEqual({ method: 'openActivity', activity: 'signup', params: { ref_uid: '10400003', ch: 'kol_web' } });
  });

  it('KYC: the bridge call where the kycBridge decision allows it, else the KYC home activity', () => {
    expect(call('/myaccount/kyc_home', true)).toEqual({ method: 'openNativeKyc' });
    expect(call('/ar/myaccount/kyc2', true)).toEqual({ method: 'openNativeKyc' });
    expect(call('/myaccount/kyc_home', false)).toEqual({ method: 'openActivity', activity: 'kycHome' });
  });

  it('home closes the webview; campaigns open in the web activity; other hosts open through openUrl', () => {
    expect(call('/')).toEqual({ method: 'closeWebview' });
    expect(call('/ja/')).toEqual({ method: 'closeWebview' });
    expect(call('/campaigns/download-rewards')).toEqual({ method: 'openActivity', activity: 'webActivity', params: { url: `${origin}/campaigns/download-rewards` } });
    expect(call('https://help.exchange.example/a/1')).toEqual({ method: 'openUrl', url: 'https://help.exchange.example/a/1' });
  });

  it('every other page stays in the webview; other schemes are left alone', () => {
    for (const href of ['/markets', '/alpha/PEPE', '/trade', '/futures-delivery', '/myaccount/security', 'mailto:support@exchange.example', 'javascript:alert(1)', '#main']) {
      expect(call(href), href).toBeNull();
    }
  });
});
