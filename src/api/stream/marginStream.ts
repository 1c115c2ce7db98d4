/**
 * The private margin channel (docs/margin.md, "Stream"): each push is one isolated account (its
 * pair inside) with a seq and what just happened (`notices`: the engine changed an order, or the
 * backend liquidated). The account replaces the cached one when its seq is newer; a notice
 * refetches the lists and reaches the caller (a toast).
 */
import { useEffect, useRef } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiResult } from '../client';
import { useQueryClient } from '../hooks';
import { marketStream, PRIVATE_SYMBOL } from './stream';
import type { MarginSnapshot } from '../trading/margin';
import { invalidateMargin, marginKeys } from '../trading/marginQueries';
import { validateMarginAccountResponse } from '../../generated/validatorLoaders';

export interface MarginNotice {
  readonly kind: 'orders' | 'liquidated';
  readonly symbol: string;
  readonly price: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNotice(value: unknown): value is MarginNotice {
  return isRecord(value) && (value.kind === 'orders' || value.kind === 'liquidated') && typeof value.symbol === 'string' && typeof value.price === 'string';
}

export async function applyMarginPush(client: QueryClient, payload: Record<string, unknown>): Promise<readonly MarginNotice[]> {
  const body = { code: 0, data: payload.account };
  const validate = await validateMarginAccountResponse();
  if (!validate(body) || !body.data) return [];
  const account: MarginSnapshot = body.data;
  client.setQueryData<ApiResult<MarginSnapshot | null>>(marginKeys.account(account.symbol), (old) => (old !== undefined && old.ok && old.data !== null && old.data.seq >= account.seq ? old : { ok: true, data: account }));
  const notices = Array.isArray(payload.notices) ? payload.notices.filter(isNotice) : [];
  if (notices.length > 0) void invalidateMargin(client);
  return notices;
}

/** While enabled, the site's stream feeds the margin accounts; `onNotice` hears each notice. */
export function useMarginStream(streamUrl: string | null, enabled: boolean, onNotice: (notice: MarginNotice) => void): void {
  const client = useQueryClient();
  const latest = useRef(onNotice);
  useEffect(() => {
    latest.current = onNotice;
  });
  useEffect(() => {
    if (!enabled || streamUrl === null) return;
    return marketStream(streamUrl).subscribe(
      { channel: 'margin', symbol: PRIVATE_SYMBOL },
      {
        onMessage: (payload) => {
          void applyMarginPush(client, payload).then((notices) => {
            for (const notice of notices) latest.current(notice);
          });
        },
        onResync: () => void invalidateMargin(client),
      },
    );
  }, [client, enabled, streamUrl]);
}
