/**
 * The device fingerprint vendor's script, as the demo's mocked host serves it (SPEC section 7:
 * "a vendor script is loaded"): it sets `window.DeviceFingerprintSDK = { collect() }`, whose
 * blob the page posts to /dfdid/udid/c1. The `hang` variant loads and never sets the SDK up; the
 * `garbage` variant's blob earns a device id that is not one. Demo and tests only.
 */

/** Where site config's `fingerprintScript` points, as a path (the demo serves it on the page's origin). */
export const FINGERPRINT_SDK_PATH = '/df-sdk/v1/df.js';

const WORKING = `(() => {
  const seed = [navigator.userAgent, navigator.language, screen.width, screen.height, Intl.DateTimeFormat().resolvedOptions().timeZone].join('|');
  window.DeviceFingerprintSDK = { collect: () => Promise.resolve('dfp1.' + btoa(unescape(encodeURIComponent(seed)))) };
})();`;

const GARBAGE = `window.DeviceFingerprintSDK = { collect: () => '\\u0000garbage' };`;

const HANGING = `/* loads, and never sets up its SDK */`;

export function fingerprintSdkSource(mode: 'ok' | 'hang' | 'garbage'): string {
  return mode === 'hang' ? HANGING : mode === 'garbage' ? GARBAGE : WORKING;
}

/** The device id the mocked backend answers for a blob: 40 characters, 8 hex digits first, stable per blob; garbage for garbage. */
export function deviceIdFor(blob: string): string {
  if (!blob.startsWith('dfp1.')) return 'garbage<' + blob.slice(0, 20) + '>';
  let h1 = 0x811c9dc5;
  let out = '';
  for (let round = 0; out.length < 40; round += 1) {
    for (const char of blob + round) h1 = Math.imul(h1 ^ char.charCodeAt(0), 0x01000193) >>> 0;
    out += h1.toString(16).padStart(8, '0');
  }
  return out.slice(0, 40);
}
