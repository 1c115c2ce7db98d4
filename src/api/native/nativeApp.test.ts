import { describe, expect, it } from 'vitest';
import { detectNativeApp, DEMO_IN_APP_KEY, nativeAppFromUserAgent, parseInAppParam } from './nativeApp';
import { callNative } from './nativeBridge';
import { memoryStorage } from '../../test/memoryStorage';

const UA = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36';

describe('the native app webview (SPEC sections 2, 5)', () => {
  it('reads the app from its user-agent token; the web has none', () => {
    expect(nativeAppFromUserAgent(`${UA} ExchangeApp/android/658020`)).toEqual({ platform: 'android', version: 658020 });
    expect(nativeAppFromUserAgent('Mozilla/5.0 (iPhone) ExchangeApp/iOS/202504080001')).toEqual({ platform: 'ios', version: 202504080001 });
    expect(nativeAppFromUserAgent(UA)).toBeNull();
    expect(nativeAppFromUserAgent(`${UA} ExchangeApp/windows/1`)).toBeNull();
  });

  it('the demo parameter names a platform and a build, else nothing', () => {
    expect(parseInAppParam('android:658020')).toEqual({ platform: 'android', version: 658020 });
    expect(parseInAppParam('ios:202306151200')).toEqual({ platform: 'ios', version: 202306151200 });
    for (const bad of [null, '', '1', 'android', 'android:', 'android:-1', 'android:0', 'blackberry:5', 'ios:1e9', 'ios:99999999999999999']) expect(parseInAppParam(bad), String(bad)).toBeNull();
  });

  it('demo builds: the parameter simulates the app for the session, 0 ends it, a tampered session value is absent', () => {
    const session = memoryStorage();
    expect(detectNativeApp({ userAgent: UA, search: '?inApp=android:658020', demo: true, session })).toEqual({ platform: 'android', version: 658020 });
    expect(session.data.get(DEMO_IN_APP_KEY)).toBe('android:658020');
    expect(detectNativeApp({ userAgent: UA, search: '', demo: true, session })).toEqual({ platform: 'android', version: 658020 });
    expect(detectNativeApp({ userAgent: UA, search: '?inApp=0', demo: true, session })).toBeNull();
    expect(session.data.has(DEMO_IN_APP_KEY)).toBe(false);
    expect(detectNativeApp({ userAgent: UA, search: '', demo: true, session: memoryStorage({ [DEMO_IN_APP_KEY]: 'android:<script>' }) })).toBeNull();
  });

  it('production builds ignore the parameter and the session: only the app itself says it is there', () => {
    const session = memoryStorage({ [DEMO_IN_APP_KEY]: 'android:658020' });
    expect(detectNativeApp({ userAgent: UA, search: '?inApp=android:658020', demo: false, session })).toBeNull();
    expect(detectNativeApp({ userAgent: `${UA} ExchangeApp/android/653000`, search: '?inApp=0', demo: false, session })).toEqual({ platform: 'android', version: 653000 });
  });
});

describe('bridge calls (SPEC section 7)', () => {
  it('Android gets JSON, iOS the object; no bridge or a throwing one is a failed call', () => {
    const android: string[] = [];
    expect(callNative({ method: 'closeWebview' }, { ExchangeNative: { postMessage: (m) => android.push(m) } })).toBe(true);
    expect(JSON.parse(android[0]!)).toEqual({ method: 'closeWebview' });
    const ios: unknown[] = [];
    expect(callNative({ method: 'openUrl', url: 'https://help.exchange.example/' }, { webkit: { messageHandlers: { exchangeNative: { postMessage: (m) => ios.push(m) } } } })).toBe(true);
    expect(ios).toEqual([{ method: 'openUrl', url: 'https://help.exchange.example/' }]);
    expect(callNative({ method: 'openNativeKyc' }, {})).toBe(false);
    expect(callNative({ method: 'openNativeKyc' }, { ExchangeNative: { postMessage: () => { throw new Error('no'); } } })).toBe(false);
  });
});
