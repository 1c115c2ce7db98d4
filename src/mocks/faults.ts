/**
 * Injected faults (issue 3, section 4): what the mocked backend answers instead of the real
 * response. Every fault must leave the app usable: the client turns each into the endpoint's
 * documented default.
 */
import { delay, HttpResponse } from 'msw';
import type { FaultKind } from '../generated/types/scenario';

export type { FaultKind };

export const FAULT_KINDS = ['http500', 'network', 'timeout', 'malformedJson', 'wrongShape', 'slow3s'] as const satisfies readonly FaultKind[];

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
  }
}
