/**
 * Trusted Types (issue 37). The Content-Security-Policy (scripts/securityHeaders.mjs) enforces
 * `require-trusted-types-for 'script'`: every script sink (innerHTML and its kin, a script's
 * `src`, a service worker's URL, eval) takes only a value a named policy made, and
 * `trusted-types` names the only policies that may exist (TRUSTED_TYPE_POLICIES):
 *
 * - `dompurify`: DOMPurify's own. Server HTML becomes TrustedHTML only through the sanitiser
 *   (./sanitize.ts, RETURN_TRUSTED_TYPE), so no unsanitised string can reach innerHTML.
 * - `exchange-script-url`: the script URLs the app loads itself (third-party tags, the
 *   device-fingerprint vendor, the order book's worker): `trustedScriptUrl` checks the URL against
 *   the origins the caller allows (a worker: this origin only) before the policy turns it into a
 *   TrustedScriptURL.
 * - `default`: what a library writes to a sink with a plain string. It passes only the fixed
 *   values listed below (the share image's empty sandbox document, the service workers' own files)
 *   and refuses everything else: the write then throws and the browser reports it.
 *
 * - `exchange-entry`: the prerendered page's guard starts the app's entry after the first paint
 *   (src/app/prerender/guard.ts); it admits exactly the entry's URLs the build wrote in the page.
 *
 * `default` is installed where a plain string is written on purpose, just before it (the service
 * worker's registration, the share image, the demo's mock worker): a write before it, or any other,
 * is refused as it would be by the policy;
 * `exchange-script-url` with the first script the app loads (./trustedScriptUrl.ts, in the lazy
 * code that loads scripts, so the first page's code does not carry it). Where the browser has no
 * Trusted Types, the sinks take strings and the same checks still run.
 */

/** The policies the CSP allows, by name (scripts/securityHeaders.mjs reads this list). */
export const TRUSTED_TYPE_POLICIES = ['dompurify', 'exchange-script-url', 'default', 'exchange-entry'] as const;

export interface Policy {
  createScriptURL(input: string): unknown;
}
interface PolicyOptions {
  createHTML?: (input: string, sink?: string) => string | null;
  createScriptURL?: (input: string, sink?: string) => string | null;
  createScript?: (input: string, sink?: string) => string | null;
}
interface TrustedTypesApi {
  createPolicy(name: string, options: PolicyOptions): Policy;
}

/**
 * modern-screenshot (the share image) renders in a sandbox iframe whose document it writes with
 * `srcdoc`: this exact empty document, nothing from the page or the server.
 */
const SANDBOX_DOCUMENT = '<!DOCTYPE html><meta charset="UTF-8"><title></title><body>';

/** Service worker scripts registered with a plain URL: the production worker and the demo's mock backend (MSW). */
const WORKER_PATHS = new Set(['/sw.js', '/mockBackendWorker.js', '/mockServiceWorker.js']);

/** The default policy's HTML rule: only the fixed sandbox document. */
export function defaultHtml(input: string): string | null {
  return input === SANDBOX_DOCUMENT ? input : null;
}

/** The default policy's script-URL rule: only a service worker file of this origin. */
export function defaultScriptUrl(input: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(input, origin);
  } catch {
    return null;
  }
  return url.origin === origin && WORKER_PATHS.has(url.pathname) ? input : null;
}

/** This page's origin ('' outside a browser). */
export function hereOrigin(): string {
  const location: unknown = Reflect.get(globalThis, 'location');
  return typeof location === 'object' && location !== null && 'origin' in location && typeof location.origin === 'string' ? location.origin : '';
}

let installed = false;

function isTrustedTypesApi(value: unknown): value is TrustedTypesApi {
  return typeof value === 'object' && value !== null && 'createPolicy' in value && typeof value.createPolicy === 'function';
}

export function trustedTypesApi(): TrustedTypesApi | null {
  const candidate: unknown = Reflect.get(globalThis, 'trustedTypes');
  return isTrustedTypesApi(candidate) ? candidate : null;
}

/** Creates the app's policies (once; before any sink is written). */
export function installTrustedTypes(): void {
  if (installed) return;
  installed = true;
  const tt = trustedTypesApi();
  if (!tt) return;
  const origin = hereOrigin();
  tt.createPolicy('default', {
    createHTML: (input) => defaultHtml(input),
    createScriptURL: (input) => defaultScriptUrl(input, origin),
    createScript: () => null,
  });
}
