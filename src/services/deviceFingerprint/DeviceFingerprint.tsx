import { useEffect } from 'react';
import { fetchDeviceFingerprint } from '../../api/endpoints/device';
import { readStorageSnapshot } from '../../facts/storage';
import { useStorageWrite } from '../../facts/useStorageWrite';
import { whenIdle } from '../../lib/browser/whenIdle';
import { setScriptSrc } from '../../lib/trustedScriptUrl';
import { useSite } from '../../site/site';
import {
  createScriptLoader,
  FINGERPRINT_COOKIE,
  FINGERPRINT_STAMP_KEY,
  FINGERPRINT_TTL_SECONDS,
  needsRefresh,
  parseStamp,
  refreshFingerprint,
  type FingerprintSdk,
} from './fingerprint';

declare global {
  interface Window {
    /** Set by the vendor's script (src/mocks/fingerprintSdk.ts plays it in the demo). */
    DeviceFingerprintSDK?: FingerprintSdk;
  }
}

/** Adds the vendor's script to the page; rejects on its load error. */
function injectScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    // Through the Trusted Types script-URL policy (src/lib/trustedTypes.ts): the vendor's script
    // path only, on https (its host is site config's, which the CSP's script-src names) or here.
    const target = new URL(url, window.location.origin);
    if (!setScriptSrc(script, url, target.pathname === FINGERPRINT_SCRIPT_PATH ? [target.origin] : [])) {
      reject(new Error(`script URL refused: ${url}`));
      return;
    }
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error('load error'));
    };
    document.head.append(script);
  });
}

const loadScript = createScriptLoader(injectScript, () => Date.now());

/** The vendor script's path on its host (site config's `fingerprintHost`). */
const FINGERPRINT_SCRIPT_PATH = '/df-sdk/v1/df.js';

/**
 * Where the vendor's script lives: on site config's host in production; in the demo and dev on
 * the page's origin, where the mocked backend plays the vendor.
 */
function fingerprintScriptUrl(host: string, demo = Boolean(import.meta.env.VITE_DEMO) || import.meta.env.DEV): string {
  return demo ? new URL(FINGERPRINT_SCRIPT_PATH, window.location.origin).href : `https://${host}${FINGERPRINT_SCRIPT_PATH}`;
}

/**
 * Keeps the device id in the finger_print cookie (./fingerprint.ts): fetched in idle time after
 * the first paint when absent, invalid or a day old; a failure is logged and never blocks the
 * page. Renders nothing.
 */
export function DeviceFingerprint() {
  const site = useSite();
  const write = useStorageWrite();
  const configured = site.fingerprintHost;

  useEffect(() => {
    if (configured === undefined) return;
    const now = Date.now();
    const snapshot = readStorageSnapshot();
    if (!needsRefresh(snapshot.cookies[FINGERPRINT_COOKIE], parseStamp(snapshot.localStorage[FINGERPRINT_STAMP_KEY], now), now)) return;
    let live = true;
    const start = () => {
      void refreshFingerprint(fingerprintScriptUrl(configured), {
        loadScript,
        sdk: () => window.DeviceFingerprintSDK,
        sleep: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
        now: () => Date.now(),
        post: (blob) => fetchDeviceFingerprint({ data: blob }).then((result) => result.data),
        store: (value, stamp) => {
          if (!live) return;
          write(
            { store: 'cookies', key: FINGERPRINT_COOKIE, value, ttlHours: FINGERPRINT_TTL_SECONDS / 3600 },
            { store: 'localStorage', key: FINGERPRINT_STAMP_KEY, value: stamp === null ? null : String(stamp) },
          );
        },
        log: (message) => console.warn(message),
      });
    };
    // Never on the first paint's critical path.
    const cancel = whenIdle(start, { timeout: 3000, fallbackMs: 1 });
    return () => {
      live = false;
      cancel();
    };
  }, [configured, write]);
  return null;
}
