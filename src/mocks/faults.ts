/**
 * Injected faults (issue 3, section 4): what the mocked backend answers instead of the real
 * response. Every fault must leave the app usable: the client turns each into the endpoint's
 * documented default.
 */
import { delay, HttpResponse } from 'msw';
import type { FaultKind } from '../generated/types/scenario';

export type { FaultKind };

export const FAULT_KINDS = ['http500', 'network', 'timeout', 'malformedJson', 'wrongShape', 'slow3s', 'oversized', 'tooDeep'] as const satisfies readonly FaultKind[];

/** The oversized fault's body: 10 MB (issue 37, "a 10 MB response anywhere"). */
const OVERSIZED_CHARS = 10 * 1024 * 1024;
/** The tooDeep fault's nesting (issue 37, "a 10 000-deep response anywhere"). */
const TOO_DEEP_LEVELS = 10_000;

export function isFaultKind(value: string): value is FaultKind {
  return (FAULT_KINDS as readonly string[]).includes(value);
}

/** The timeout fault answers (late) after this, if the client has not given up by then. */
const TIMEOUT_FAULT_MAX_MS = 60_000;

/** Resolves when the request is aborted or after `ms`, whichever is first. */
function waitForAbort(signal: AbortSignal, ms: number): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * The response a fault gives, or undefined when the normal response follows (slow3s, after its
 * delay).
 */
export async function faultResponse(kind: FaultKind, request: Request): Promise<Response | undefined> {
  switch (kind) {
    case 'http500':
      // What a gateway in trouble sends: an HTML error page.
      return new HttpResponse('<!doctype html><title>500 Internal Server Error</title><h1>Internal Server Error</h1>', {
        status: 500,
        headers: { 'Content-Type': 'text/html' },
      });
    case 'network':
      return HttpResponse.error();
    case 'timeout':
      await waitForAbort(request.signal, TIMEOUT_FAULT_MAX_MS);
      return new HttpResponse(null, { status: 504 });
    case 'malformedJson':
      // Declared JSON, cut off mid-body.
      return new HttpResponse('{"code":0,"message":"success","data":{"list":[{"id":', {
        headers: { 'Content-Type': 'application/json' },
      });
    case 'wrongShape':
      // Valid JSON in the usual envelope, but the payload is not what any schema expects.
      return HttpResponse.json({ code: 0, message: 'success', data: 42 });
    case 'slow3s':
      await delay(3000);
      return undefined;
    case 'oversized':
      // Valid JSON in the usual envelope, written as text (no object of that size is built here).
      return new HttpResponse(`{"code":0,"message":"success","data":{"pad":"${'x'.repeat(OVERSIZED_CHARS)}"}}`, {
        headers: { 'Content-Type': 'application/json' },
      });
    case 'tooDeep':
      // Valid JSON nested far deeper than any schema: as text, since stringifying it would overflow the stack.
      return new HttpResponse(`{"code":0,"message":"success","data":${'['.repeat(TOO_DEEP_LEVELS)}${']'.repeat(TOO_DEEP_LEVELS)}}`, {
        headers: { 'Content-Type': 'application/json' },
      });
  }
}
