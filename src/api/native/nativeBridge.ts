/**
 * The bridge calls the page makes to the native app's webview (SPEC sections 2, 5, 7; issue 13
 * part 3; ./nativeApp.ts says whether the page runs there). Android exposes
 * `window.ExchangeNative.postMessage(json)`, iOS a WKWebView message handler
 * `window.webkit.messageHandlers.exchangeNative`. Each call is one JSON message
 * `{ method, ...args }`. A call with no bridge, or one that throws, returns false; callers fall
 * back to the web (SPEC section 8: a native KYC open failure is logged).
 */
import { debugLog } from '../debug';

/** The native screens the page opens instead of its web routes (SPEC section 2). */
type NativeActivity = 'tradeHome' | 'futuresHome' | 'kycHome' | 'strategyHome' | 'webActivity' | 'login' | 'signup';

export type BridgeCall =
  | { readonly method: 'closeWebview' }
  | { readonly method: 'openNativeKyc' }
  | { readonly method: 'openUrl'; readonly url: string }
  | { readonly method: 'openActivity'; readonly activity: NativeActivity; readonly params?: Readonly<Record<string, string>> };

export interface LoggedBridgeCall {
  readonly call: BridgeCall;
  readonly ok: boolean;
  readonly at: number;
}

interface BridgeHosts {
  ExchangeNative?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: { exchangeNative?: { postMessage(message: unknown): void } } };
}

const log: LoggedBridgeCall[] = [];
const listeners = new Set<() => void>();

/** Sends one call to the app; false when there is no bridge or it refused. Never throws. */
export function callNative(call: BridgeCall, target: BridgeHosts = globalThis as BridgeHosts): boolean {
  let ok = false;
  try {
    const ios = target.webkit?.messageHandlers?.exchangeNative;
    if (target.ExchangeNative) {
      target.ExchangeNative.postMessage(JSON.stringify(call));
      ok = true;
    } else if (ios) {
      ios.postMessage(call);
      ok = true;
    }
  } catch {
    ok = false;
  }
  log.push({ call, ok, at: Date.now() });
  debugLog(`native bridge ${call.method} ${ok ? 'sent' : 'failed'}`, call);
  if (log.length > 100) log.shift();
  for (const listener of listeners) listener();
  return ok;
}

/** The calls made in this page view (the dev panel lists them). */
export function bridgeLog(): readonly LoggedBridgeCall[] {
  return log;
}

export function subscribeBridge(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
