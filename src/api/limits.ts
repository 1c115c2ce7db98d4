/**
 * How much a response may hold before the client refuses it unread (issue 37, bounded inputs):
 * a body over its size or a JSON text nested deeper than its depth is a failure with reason
 * 'limit', so the endpoint yields its SPEC section 8 default and the failure is logged once,
 * before JSON.parse, Ajv or a selector could exhaust memory or the stack. One table, per
 * endpoint, generous for real data: the deepest response schema without recursion nests 9
 * levels (a test keeps every schema under the default), the largest real answers (a page of 1500
 * chart bars, the coin directory) are a few hundred kilobytes.
 */
import type { EndpointId } from './endpointIds';

export interface ResponseLimit {
  /** Characters of the body (UTF-16 code units, as `response.text()` gives them). */
  readonly maxChars: number;
  /** Nesting of arrays and objects; the top-level value is depth 1. */
  readonly maxDepth: number;
}

export const DEFAULT_RESPONSE_LIMIT: ResponseLimit = Object.freeze({ maxChars: 2_000_000, maxDepth: 32 });

/** Endpoints whose real answers need more than the default (none yet: add them here, with why). */
export const RESPONSE_LIMITS: Readonly<Partial<Record<EndpointId, ResponseLimit>>> = Object.freeze({});

export function responseLimitOf(id: EndpointId): ResponseLimit {
  return RESPONSE_LIMITS[id] ?? DEFAULT_RESPONSE_LIMIT;
}

/**
 * Whether a JSON text nests arrays and objects deeper than `maxDepth`, read in one pass without
 * recursion or parsing (brackets inside strings do not count). Stops at the first level too deep.
 */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > maxDepth) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}
