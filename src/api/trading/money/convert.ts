/**
 * Convert (issue 36; docs/money-api.md): a quote valid 10 s, executing it, the history. A failed
 * call is the documented default: no quote, no conversion (null), an empty history; a refusal is
 * an answer (its code and the server's message, which the page shows as it says it).
 */
import { validateConvertHistoryResponse, validateConvertOrderResponse, validateConvertQuoteResponse } from '../../../generated/validatorLoaders';
import type { ConvertQuote, ConvertRecord } from '../../../generated/validators';
import { defineEndpoint, endpointFn, frozen } from '../../client';
import { PATHS } from '../../paths';

export type { ConvertQuote, ConvertRecord };

/** The refusal codes of docs/money-api.md the convert page tells apart. */
export const CONVERT_CODES = { quoteExpired: 40020, quoteUsed: 40021, notLoggedIn: 40100 } as const;

/** Code 0 with data, or a refusal's code and the server's message (data null). */
export interface Answer<T> {
  readonly code: number;
  readonly message: string;
  readonly data: T | null;
}

export const toAnswer = <T>(body: { code: number; message?: string; data?: T | null }): Answer<T> => ({ code: body.code, message: body.message ?? '', data: body.data ?? null });

export const convertQuoteEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'convertQuote',
  method: 'POST',
  path: PATHS.convertQuote,
  envelope: 'answer',
  validate: validateConvertQuoteResponse,
  body: (p: { from: string; to: string; amount: string }) => ({ from: p.from, to: p.to, amount: p.amount }),
  select: (body) => toAnswer<ConvertQuote>(body),
  fallback: null as Answer<ConvertQuote> | null,
});
export const requestConvertQuote = /* @__PURE__ */ endpointFn(convertQuoteEndpoint);

export const convertExecuteEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'convertExecute',
  method: 'POST',
  path: PATHS.convertExecute,
  envelope: 'answer',
  validate: validateConvertOrderResponse,
  body: (p: { quote_id: string }) => ({ quote_id: p.quote_id }),
  select: (body) => toAnswer<ConvertRecord>(body),
  fallback: null as Answer<ConvertRecord> | null,
});
export const executeConvertQuote = /* @__PURE__ */ endpointFn(convertExecuteEndpoint);

export const convertHistoryEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'convertHistory',
  method: 'GET',
  path: PATHS.convertHistory,
  validate: validateConvertHistoryResponse,
  select: (body): readonly ConvertRecord[] => body.data.list,
  fallback: /* @__PURE__ */ frozen([]) as readonly ConvertRecord[],
});
export const fetchConvertHistory = /* @__PURE__ */ endpointFn(convertHistoryEndpoint);
