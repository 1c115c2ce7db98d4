import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { loadEngine } from '../bundle/node';
import { routeAtom, siteIdAtom, storageAtom, viewportWidthAtom, factsAtom } from './atoms';
import { decisionAtom, decisionsAtom, engineAtom } from './decisions';

const engine = loadEngine();

function storeWithEngine() {
  const store = createStore();
  store.set(engineAtom, engine);
  return store;
}

describe('facts -> decisions in the browser store', () => {
  it('decides nothing until the engine chunk has loaded (features stay hidden)', () => {
    const store = createStore();
    expect(store.get(decisionsAtom)).toBeNull();
    expect(store.get(decisionAtom('appDownloadBar'))).toBeUndefined();
  });

  it('a decision re-notifies only when its own value changes', () => {
    const store = storeWithEngine();
    const bar = decisionAtom('appDownloadBar');
    const footer = decisionAtom('footer');
    const onBar = vi.fn();
    const onFooter = vi.fn();
    store.sub(bar, onBar);
    store.sub(footer, onFooter);
    expect(store.get(bar)).toBe(false);

    store.set(viewportWidthAtom, 1200); // still a desk: no change
    store.set(viewportWidthAtom, 1000);
    expect(onBar).not.toHaveBeenCalled();

    store.set(viewportWidthAtom, 390); // a phone: the bar shows
    expect(store.get(bar)).toBe(true);
    expect(onBar).toHaveBeenCalledTimes(1);
    expect(onFooter).not.toHaveBeenCalled();

    store.set(routeAtom, { pathname: '/trade/BTC_USDT', search: '' });
    expect(store.get(bar)).toBe(false);
  });

  it('logged-in follows the uid and nickname cookies', () => {
    const store = storeWithEngine();
    expect(store.get(factsAtom).user?.isLogin).toBe(false);
    store.set(storageAtom, { cookies: { uid: '42', nickname: 'satoshi' }, localStorage: {}, sessionStorage: {} });
    expect(store.get(factsAtom).user?.isLogin).toBe(true);
    store.set(storageAtom, { cookies: { uid: '42', nickname: '' }, localStorage: {}, sessionStorage: {} });
    expect(store.get(factsAtom).user?.isLogin).toBe(false);
  });

  it('the site changes the decisions (referral hidden in Turkey)', () => {
    const store = storeWithEngine();
    expect(store.get(decisionAtom('referral'))).toBe(true);
    store.set(siteIdAtom, 177);
    expect(store.get(decisionAtom('referral'))).toBe(false);
  });
});
