/**
 * The script URLs the app loads itself (third-party tags, the device-fingerprint vendor, the
 * order book's worker: startWorker), through
 * the `exchange-script-url` Trusted Types policy (./trustedTypes.ts), created with the first
 * script: only the lazy code that loads scripts carries this module.
 */
import { hereOrigin, trustedTypesApi, type Policy } from './trustedTypes';

/**
 * Whether `url` may be loaded as a script: https on one of `origins`, or a path of this origin.
 * Anything else (another scheme, credentials, a host not listed) is refused.
 */
export function allowedScriptUrl(url: string, origins: readonly string[], here: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, here);
  } catch {
    return false;
  }
  if (parsed.username !== '' || parsed.password !== '') return false;
  if (parsed.origin === here) return true;
  return parsed.protocol === 'https:' && origins.includes(parsed.origin);
}

let policy: Policy | null | undefined;

function scriptUrlPolicy(): Policy | null {
  if (policy === undefined) policy = trustedTypesApi()?.createPolicy('exchange-script-url', { createScriptURL: (input) => input }) ?? null;
  return policy;
}

/**
 * Sets `element.src` to `url` if it is allowed (`allowedScriptUrl`), as a TrustedScriptURL where
 * the browser has Trusted Types; false (nothing set) when it is not.
 */
export function setScriptSrc(element: HTMLScriptElement, url: string, origins: readonly string[]): boolean {
  const here = hereOrigin();
  if (!allowedScriptUrl(url, origins, here)) return false;
  const trusted = scriptUrlPolicy();
  const value = trusted ? trusted.createScriptURL(url) : url;
  // A TrustedScriptURL is what the sink takes; the DOM's types only know strings.
  return Reflect.set(element, 'src', value);
}

/** A Worker constructor that takes a TrustedScriptURL (the DOM's types only know strings and URLs). */
type TrustedWorkerConstructor = new (url: unknown, options?: WorkerOptions) => Worker;

function isWorkerConstructor(value: unknown): value is TrustedWorkerConstructor {
  return typeof value === 'function';
}

/**
 * A dedicated worker of the app's own code (the order book's painter): `url` must be a path of
 * this origin (the build's worker file); it goes to the constructor as a TrustedScriptURL where
 * the browser has Trusted Types. Null where there is no Worker, the URL is refused, or the
 * construction throws (a CSP that refuses it).
 */
export function startWorker(url: string, options?: WorkerOptions): Worker | null {
  const WorkerClass: unknown = Reflect.get(globalThis, 'Worker');
  const here = hereOrigin();
  if (!isWorkerConstructor(WorkerClass) || !allowedScriptUrl(url, [], here)) return null;
  const trusted = scriptUrlPolicy();
  try {
    return new WorkerClass(trusted ? trusted.createScriptURL(url) : url, options);
  } catch {
    return null;
  }
}
