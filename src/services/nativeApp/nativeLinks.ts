/**
 * Which web links the native app handles itself (SPEC section 2: native in-app equivalents of
 * trade home, futures home, KYC home, strategy home, web activity, login and signup; section 7:
 * the bridge opens native KYC and web URLs and closes the webview). Pure: a link's URL in, the
 * bridge call that replaces it out (null: the webview follows the link as on the web).
 *
 * Our reading where SPEC is terse (docs/native-app.md):
 * - the site's home closes the webview (the app's own home is under it);
 * - campaign pages (/campaigns/...) open in the app's web activity (its native-chrome webview);
 * - links to other hosts open through openUrl (the system browser or the app's choice);
 * - KYC pages open native KYC through openNativeKyc where the `kycBridge` decision says so, else
 *   the KYC home activity.
 */
import type { BridgeCall } from '../../api/native/nativeBridge';
import { stripLocale } from '../../i18n/localePaths';

export interface NativeLinkOptions {
  /** The page's origin: only same-origin paths map to native screens. */
  readonly origin: string;
  /** The `kycBridge` decision. */
  readonly kycBridge: boolean;
}

const KYC_PATHS = new Set(['/myaccount/kyc_home', '/myaccount/kyc2', '/myaccount/kyc3_v1']);

/** The bridge call a link becomes inside the app, or null to follow it in the webview. */
export function nativeCallFor(href: string, { origin, kycBridge }: NativeLinkOptions): BridgeCall | null {
  // A link within the page (the skip link) stays.
  if (href.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin !== origin) return { method: 'openUrl', url: url.href };
  const path = stripLocale(url.pathname).replace(/\/+$/, '') || '/';
  const query = url.searchParams;
  if (path === '/') return { method: 'closeWebview' };
  const trade = /^\/trade\/([A-Za-z0-9]+_[A-Za-z0-9]+)$/.exec(path);
  if (trade) return { method: 'openActivity', activity: 'tradeHome', params: { pair: trade[1]!.toUpperCase() } };
  const futures = /^\/futures\/([A-Za-z]+)\/([A-Za-z0-9]+_[A-Za-z0-9]+)$/.exec(path);
  if (futures) return { method: 'openActivity', activity: 'futuresHome', params: { unit: futures[1]!.toUpperCase(), contract: futures[2]!.toUpperCase() } };
  if (KYC_PATHS.has(path)) return kycBridge ? { method: 'openNativeKyc' } : { method: 'openActivity', activity: 'kycHome' };
  if (path === '/strategybot') return { method: 'openActivity', activity: 'strategyHome' };
  if (path === '/login' || path === '/signup') {
    const params: Record<string, string> = {};
    for (const key of ['ref_uid', 'ch'] as const) {
      const value = query.get(key);
      if (value) params[key] = value;
    }
    return { method: 'openActivity', activity: path === '/login' ? 'login' : 'signup', ...(Object.keys(params).length > 0 ? { params } : {}) };
  }
  if (path.startsWith('/campaigns/')) return { method: 'openActivity', activity: 'webActivity', params: { url: url.href } };
  return null;
}
