import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { nativeAppAtom, useDecision } from '../../facts';
import { callNative, type BridgeCall } from '../../api/native/nativeBridge';
import { nativeCallFor } from './nativeLinks';
import { isPlainClick } from '../../lib/browser/plainClick';

/** SPEC section 8: the native KYC open failure is logged (then the web KYC page opens). */
const NATIVE_KYC_FAILURE = 'native KYC open failure';

/**
 * Demo builds: a stand-in for the app's bridge, so `?inApp=` shows the calls in the dev panel;
 * `?nativeBridge=fail` makes every call fail (the page falls back to the web).
 */
function installDemoBridge(platform: 'android' | 'ios'): void {
  const w = window as unknown as { ExchangeNative?: unknown; webkit?: { messageHandlers?: Record<string, unknown> } };
  if (w.ExchangeNative || w.webkit?.messageHandlers?.exchangeNative) return;
  const fail = new URLSearchParams(window.location.search).get('nativeBridge') === 'fail';
  const postMessage = () => {
    if (fail) throw new Error('the demo bridge refuses (?nativeBridge=fail)');
  };
  if (platform === 'android') w.ExchangeNative = { postMessage };
  else w.webkit = { messageHandlers: { exchangeNative: { postMessage } } };
}

/**
 * Inside the native app's webview: links to pages the app has its own screens for become bridge
 * calls (./nativeLinks.ts). A call that fails lets the link work as on the web; a failed native
 * KYC is logged. Mounted by the shell only in the app. Renders nothing.
 */
export function NativeLinks() {
  const app = useAtomValue(nativeAppAtom);
  const kycBridge = useDecision('kycBridge') === true;

  useEffect(() => {
    if (app === null) return;
    if (import.meta.env.VITE_DEMO) installDemoBridge(app.platform);
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
      const call: BridgeCall | null = nativeCallFor(anchor.getAttribute('href') ?? '', { origin: window.location.origin, kycBridge });
      if (call === null) return;
      if (callNative(call)) {
        event.preventDefault();
        event.stopPropagation();
      } else if (call.method === 'openNativeKyc') {
        console.warn(`${NATIVE_KYC_FAILURE}: the app's bridge did not take openNativeKyc; opening the web page`);
      }
    };
    // Capture: before the router's own link handling.
    document.addEventListener('click', onClick, true);
    // For styles and tests: the page is in the app, and its links are handled.
    document.documentElement.dataset.nativeApp = app.platform;
    return () => {
      document.removeEventListener('click', onClick, true);
      delete document.documentElement.dataset.nativeApp;
    };
  }, [app, kycBridge]);
  return null;
}
