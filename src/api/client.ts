/**
 * The one HTTP client (SPEC section 7, client conventions; section 8, failures yield defaults).
 *
 * - Credentials are sent (`credentials: 'include'`) and the csrftoken cookie goes out as the
 *   X-CSRFToken header.
 * - URL = VITE_API_BASE + VITE_DATA_PREFIX + path (both default to '').
 * - Each call is bounded: 20 s, or 5 s for config calls, combined with the caller's signal
 *   (TanStack Query passes one, which aborts the call on unmount or route change).
 * - POST bodies are JSON, or form-encoded where SPEC says so (query_safe, declaration submit).
 * - Every response is checked against its JSON Schema (schemas/api, compiled at build time into
 *   src/generated/validators.js; the Ajv compiler never ships).
 *
 * A call never throws. A failure (network error, timeout, HTTP error, non-JSON body, wrong shape,
 * or a nonzero result code where the code is not itself the answer) yields the endpoint's
 * documented default as `{ ok: false, data: <default>, reason, detail }`, and is logged once per
 * endpoint and reason with console.warn. A call the caller aborted also yields the default, with
 * reason 'aborted', and is not logged: nobody is waiting for it.
 */
import type { ValidationError, Validator } from '../generated/validators';
import { documentCookies, readCookie } from './cookies';
import type { EndpointId } from './endpointIds';
import { debugLog } from './debug';
import { jsonNestsDeeperThan, responseLimitOf } from './limits';

/** Why a call yielded its default. */
export type FailureReason =
  /** The server answered with an HTTP error status. */
  | 'http'
  /** The request failed: offline, DNS, CORS, connection reset. */
  | 'network'
  /** No complete answer within the endpoint's timeout. */
  | 'timeout'
  /** The caller aborted (unmount, route change). Not logged. */
  | 'aborted'
  /** The body is not JSON (or, for user config, data is a malformed JSON string). */
  | 'json'
  /** The body is larger or nests deeper than the endpoint's limit (./limits.ts): refused unread. */
  | 'limit'
  /** The body does not match the endpoint's schema. */
  | 'shape'
  /** A nonzero result code where the code is not part of the answer. */
  | 'code';

/**
 * What every call returns. `data` is always usable: the answer, or the documented default. The
 * dev panel (and any caller that cares) reads `ok` and `reason` to tell a real answer from a
 * default.
 */
export type ApiResult<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly data: T; readonly reason: FailureReason; readonly detail: string };

export type TimeoutClass = 'api' | 'config';

/** SPEC section 7: 20 s on the shared client, 5 s on config calls. */
export const DEFAULT_TIMEOUTS: Readonly<Record<TimeoutClass, number>> = Object.freeze({ api: 20_000, config: 5_000 });

type Scalar = string | number | boolean;
type QueryParams = Readonly<Record<string, Scalar | null | undefined>>;

/** Returned by an endpoint's `select` to turn a schema-valid body into a failure. */
export class Rejection {
  constructor(
    readonly reason: 'code' | 'json' | 'shape',
    readonly detail: string,
  ) {}
}

export function reject(reason: Rejection['reason'], detail: string): Rejection {
  return new Rejection(reason, detail);
}

/**
 * How a body's result code is read:
 * - 'code': the usual `{ code, message, data }`; a nonzero code is a failure (reason 'code'),
 *   decided before the shape check so an error body need not carry data.
 * - 'answer': the same envelope, but a nonzero code is part of the answer (verify_invite_info,
 *   get_sub_user_type, login): the body is validated and selected as it is.
 * - 'none': no such envelope (static JSON, query_safe, the resMsg/datas business check).
 */
type EnvelopeKind = 'code' | 'answer' | 'none';

/** One API call: where it goes, how its response is checked, and what it yields. */
export interface Endpoint<P, T, R> {
  readonly id: EndpointId;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** 'config' for config calls (5 s); default 'api' (20 s). */
  readonly timeout?: TimeoutClass;
  /** POST body encoding; default 'json'. */
  readonly encoding?: 'json' | 'form';
  /** Default 'code'. */
  readonly envelope?: EnvelopeKind;
  /**
   * 'page': the path is origin-relative (the page's own origin, no API base or data prefix), as
   * SPEC section 7 says of the device fingerprint's /dfdid/udid/c1. Default 'api'.
   */
  readonly origin?: 'api' | 'page';
  /**
   * Loads the response's validator (src/generated/validatorLoaders.js): each is a chunk of its
   * own, fetched alongside the endpoint's first call, so a page carries the validators of the
   * calls it makes. One that does not load fails the call with reason 'network'.
   */
  readonly validate: () => Promise<Validator<R>>;
  // Method syntax (not function-typed properties) so any endpoint fits AnyEndpoint.
  /** Query string parameters; null and undefined values are left out. */
  query?(params: P): QueryParams;
  /** POST body: an object for JSON, or flat fields for form encoding. */
  body?(params: P): object;
  /** The value from a schema-valid body, or a Rejection. */
  select(body: R): T | Rejection;
  /** SPEC section 8's default, frozen. */
  readonly fallback: T;
}

/** Any endpoint, whatever its types (for registries). */
export type AnyEndpoint = Endpoint<never, unknown, unknown>;

/** Marks an object literal as an endpoint (for type inference; no runtime effect). */
export function defineEndpoint<P, T, R>(endpoint: Endpoint<P, T, R>): Endpoint<P, T, R> {
  return endpoint;
}

/** Deep-freezes a default so no caller can change it for the next one. */
export function frozen<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) frozen(child);
  }
  return value;
}

/** One finished call, for the dev panel. */
export interface ApiCallEvent {
  readonly endpoint: EndpointId;
  readonly method: 'GET' | 'POST';
  readonly url: string;
  readonly ok: boolean;
  readonly reason?: FailureReason;
  readonly detail?: string;
  /** Duration in milliseconds. */
  readonly ms: number;
}

interface CallOptions {
  /** The caller's signal (TanStack Query's queryFn context has one). */
  readonly signal?: AbortSignal;
}

export interface ApiClient {
  call<P, T, R>(endpoint: Endpoint<P, T, R>, params: P, options?: CallOptions): Promise<ApiResult<T>>;
  /** The full URL of an endpoint (without query), for logs and tests. */
  url(path: string): string;
  /** Listen to every finished call; returns the unsubscribe function. */
  subscribe(listener: (event: ApiCallEvent) => void): () => void;
}

export interface ApiClientOptions {
  /** Origin (and path) of the API, e.g. https://api.exchange.example; '' for the page's origin. */
  readonly baseUrl?: string;
  /** Data-path prefix inserted between the base URL and each path, e.g. /gw; default ''. */
  readonly dataPrefix?: string;
  /** Per-class timeouts in ms; tests inject tiny ones. */
  readonly timeouts?: Partial<Record<TimeoutClass, number>>;
  /** The fetch to use; late-bound to globalThis.fetch by default (MSW in Node patches it). */
  readonly fetch?: typeof fetch;
  /** Where cookies are read from (the csrftoken); default document.cookie. */
  readonly cookies?: () => string;
  /** Extra headers for every call (internal headers, SPEC section 7). */
  readonly headers?: () => Readonly<Record<string, string>>;
  /** Where failures are logged; default console.warn. */
  readonly warn?: (message: string) => void;
}

function joinUrl(base: string, prefix: string, path: string): string {
  const trimmedBase = base.replace(/\/+$/, '');
  const trimmedPrefix = prefix === '' ? '' : `/${prefix.replace(/^\/+|\/+$/g, '')}`;
  return `${trimmedBase}${trimmedPrefix}${path}`;
}

function pageOrigin(): string {
  // Node (vitest) has no location: use a fixed origin so URLs stay absolute; MSW matches any origin.
  return typeof location === 'undefined' ? 'http://localhost' : location.origin;
}

function queryString(params: QueryParams | undefined): string {
  if (params === undefined) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

function formBody(fields: object): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    body.append(key, String(value));
  }
  return body;
}

/** AbortSignal.any, with a fallback for browsers that lack it (Safari before 17.4). */
function anySignal(signals: readonly AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([...signals]);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

/** Rejects with the signal's reason once it aborts (for racing work that takes no signal). */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

function describeErrors(errors: readonly ValidationError[] | null | undefined): string {
  const first = errors?.[0];
  if (!first) return 'does not match its schema';
  return `${first.instancePath || '/'} ${first.message ?? first.keyword}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A call's fetch() costs the main thread a few milliseconds before the request leaves (2-6 ms each
 * at 4x CPU), and a page that mounts with ten queries started them all in one task (issue 15).
 * Where the browser offers `scheduler.yield` (Chromium), each call first yields, so that its start
 * is a short task of its own, taken ahead of other queued work; elsewhere it starts at once.
 */
function yieldBeforeFetch(): Promise<void> | undefined {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : undefined;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const readCookies = options.cookies ?? documentCookies;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const warned = new Set<string>();
  const listeners = new Set<(event: ApiCallEvent) => void>();
  const now = (): number => (typeof performance === 'undefined' ? Date.now() : performance.now());

  const url = (path: string): string =>
    joinUrl(options.baseUrl || pageOrigin(), options.dataPrefix ?? '', path);

  function emit(event: ApiCallEvent): void {
    debugLog(`api ${event.method} ${event.endpoint} ${event.ok ? 'ok' : `default (${event.reason ?? 'failed'}${event.detail ? `: ${event.detail}` : ''})`} ${Math.round(event.ms)} ms`, event.url);
    for (const listener of listeners) {
      try {
        listener(event);
      } catch {
        // A broken listener must not break the call.
      }
    }
  }

  async function call<P, T, R>(endpoint: Endpoint<P, T, R>, params: P, callOptions?: CallOptions): Promise<ApiResult<T>> {
    // The validator's chunk loads while the request is on its way; a call that fails before it
    // is needed must not leave its rejection unhandled.
    const validator = endpoint.validate();
    validator.catch(() => undefined);
    await yieldBeforeFetch();
    const started = now();
    const limit = responseLimitOf(endpoint.id);
    const target = (endpoint.origin === 'page' ? joinUrl(pageOrigin(), '', endpoint.path) : url(endpoint.path)) + queryString(endpoint.query?.(params));
    const timeoutSignal = AbortSignal.timeout(timeouts[endpoint.timeout ?? 'api']);
    const callerSignal = callOptions?.signal;
    const signal = callerSignal ? anySignal([callerSignal, timeoutSignal]) : timeoutSignal;

    const finish = (result: ApiResult<T>): ApiResult<T> => {
      emit({
        endpoint: endpoint.id,
        method: endpoint.method,
        url: target,
        ok: result.ok,
        ...(result.ok ? {} : { reason: result.reason, detail: result.detail }),
        ms: Math.round(now() - started),
      });
      return result;
    };
    const fail = (reason: FailureReason, detail: string): ApiResult<T> => {
      if (reason !== 'aborted') {
        const key = `${endpoint.id} ${reason}`;
        if (!warned.has(key)) {
          warned.add(key);
          warn(`[api] ${endpoint.id} (${endpoint.method} ${endpoint.path}) failed: ${reason}: ${detail}. Using its default.`);
        }
      }
      return finish({ ok: false, data: endpoint.fallback, reason, detail });
    };
    const failThrown = (error: unknown): ApiResult<T> => {
      if (callerSignal?.aborted) return fail('aborted', describeError(callerSignal.reason));
      if (timeoutSignal.aborted) return fail('timeout', `no answer within ${timeouts[endpoint.timeout ?? 'api']} ms`);
      return fail('network', describeError(error));
    };

    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers?.() };
    const csrf = readCookie(readCookies(), 'csrftoken');
    if (csrf !== '') headers['X-CSRFToken'] = csrf;
    let body: BodyInit | undefined;
    if (endpoint.method === 'POST') {
      const fields = endpoint.body?.(params) ?? {};
      if (endpoint.encoding === 'form') {
        headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
        body = formBody(fields);
      } else {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(fields);
      }
    }

    let text: string;
    try {
      const response = await doFetch(target, { method: endpoint.method, headers, body, credentials: 'include', signal });
      if (!response.ok) {
        // Drain nothing: the body of an error page is not read.
        return fail('http', `HTTP ${response.status}`);
      }
      const declared = Number(response.headers.get('content-length'));
      if (declared > limit.maxChars * 4) return fail('limit', `body of ${declared} bytes is over the limit of ${limit.maxChars} characters`);
      text = await response.text();
    } catch (error) {
      return failThrown(error);
    }
    if (text.length > limit.maxChars) return fail('limit', `body of ${text.length} characters is over the limit of ${limit.maxChars}`);
    if (jsonNestsDeeperThan(text, limit.maxDepth)) return fail('limit', `body nests deeper than ${limit.maxDepth} levels`);

    let json: unknown;
    try {
      json = JSON.parse(text) as unknown;
    } catch {
      return fail('json', `body is not JSON (${text.length} characters)`);
    }
    const envelope = endpoint.envelope ?? 'code';
    if (envelope === 'code' && isRecord(json) && typeof json.code === 'number' && json.code !== 0) {
      const message = typeof json.message === 'string' && json.message !== '' ? ` (${json.message})` : '';
      return fail('code', `code ${json.code}${message}`);
    }
    let validate: Validator<R>;
    try {
      // Bounded like the request: the call's timeout and the caller's abort still apply.
      validate = await Promise.race([validator, whenAborted(signal)]);
    } catch (error) {
      if (signal.aborted) return failThrown(error);
      return fail('network', `the response's validator did not load: ${describeError(error)}`);
    }
    // Neither the validator nor the selector may throw out of a call (a call never throws): what
    // they cannot handle is a wrong shape.
    let selected: T | Rejection;
    try {
      if (!validate(json)) return fail('shape', describeErrors(validate.errors));
      selected = endpoint.select(json);
    } catch (error) {
      return fail('shape', `the response could not be checked: ${describeError(error)}`);
    }
    if (selected instanceof Rejection) return fail(selected.reason, selected.detail);
    return finish({ ok: true, data: selected });
  }

  return {
    call,
    url,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function envString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The app's client, configured at build time: VITE_API_BASE and VITE_DATA_PREFIX (both optional).
 */
export const apiClient: ApiClient = createApiClient({
  baseUrl: envString(import.meta.env.VITE_API_BASE),
  dataPrefix: envString(import.meta.env.VITE_DATA_PREFIX),
});

/** Arguments of an endpoint function: its parameters plus the call options and an optional client. */
export type CallArgs<P> = P & CallOptions & { readonly client?: ApiClient };

/** An endpoint as a function; the argument is optional when every parameter is. */
export type EndpointFn<P, T> = Partial<P> extends P
  ? (args?: CallArgs<P>) => Promise<ApiResult<T>>
  : (args: CallArgs<P>) => Promise<ApiResult<T>>;

/** Turns an endpoint into `fetchX(args)`, using the app's client unless args.client is given. */
export function endpointFn<P, T, R>(endpoint: Endpoint<P, T, R>): EndpointFn<P, T> {
  const fn = (args?: CallArgs<P>): Promise<ApiResult<T>> => {
    const { signal, client, ...params } = (args ?? {}) as CallArgs<P>;
    return (client ?? apiClient).call(endpoint, params as P, { signal });
  };
  return fn as EndpointFn<P, T>;
}
