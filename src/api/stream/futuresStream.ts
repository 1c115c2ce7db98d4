/**
 * The private futures channel (docs/futures.md, "Stream"): each push is the futures account and
 * its positions at the mark, with a seq and what just happened (`notices`: a fill, funding,
 * TP/SL, a liquidation). The snapshot replaces the cached account when its seq is newer; a notice
 * refetches the lists and reaches the caller (a toast, a dialog).
 */
import { useEffect, useRef } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiResult } from '../client';
import { useQueryClient } from '../hooks';
import { marketStream, PRIVATE_SYMBOL } from './stream';
import type { FuturesSnapshot } from '../trading/futures';
import { futuresKeys, invalidateFutures } from '../trading/futuresQueries';
import { validateFuturesAccountResponse } from '../../generated/validatorLoaders';

export interface FuturesNotice {
  readonly kind: 'liquidated' | 'take_profit' | 'stop_loss' | 'funding' | 'filled' | 'delivered';
  readonly symbol: string;
  readonly amount: string;
  readonly price: string;
}

const KINDS: readonly string[] = ['liquidated', 'take_profit', 'stop_loss', 'funding', 'filled', 'delivered'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNotice(value: unknown): value is FuturesNotice {
  return isRecord(value) && typeof value.kind === 'string' && KINDS.includes(value.kind) && typeof value.symbol === 'string' && typeof value.amount === 'string' && typeof value.price === 'string';
}

export async function applyFuturesPush(client: QueryClient, payload: Record<string, unknown>): Promise<readonly FuturesNotice[]> {
  const body = { code: 0, data: { account: payload.account, ...(payload.coin_accounts === undefined ? {} : { coin_accounts: payload.coin_accounts }), positions: payload.positions, seq: payload.seq } };
  const validate = await validateFuturesAccountResponse();
  if (!validate(body)) return [];
  const snapshot: FuturesSnapshot = body.data;
  client.setQueryData<ApiResult<FuturesSnapshot | null>>(futuresKeys.account, (old) => (old !== undefined && old.ok && old.data !== null && old.data.seq >= snapshot.seq ? old : { ok: true, data: snapshot }));
  const notices = Array.isArray(payload.notices) ? payload.notices.filter(isNotice) : [];
  if (notices.length > 0) void invalidateFutures(client);
  return notices;
}

/** While enabled, the site's stream feeds the futures account; `onNotice` hears each notice. */
export function useFuturesStream(streamUrl: string | null, enabled: boolean, onNotice: (notice: FuturesNotice) => void): void {
  const client = useQueryClient();
  const latest = useRef(onNotice);
  useEffect(() => {
    latest.current = onNotice;
  });
  useEffect(() => {
    if (!enabled || streamUrl === null) return;
    return marketStream(streamUrl).subscribe(
      { channel: 'futures', symbol: PRIVATE_SYMBOL },
      {
        onMessage: (payload) => {
          void applyFuturesPush(client, payload).then((notices) => {
            for (const notice of notices) latest.current(notice);
          });
        },
        onResync: () => void invalidateFutures(client),
      },
    );
  }, [client, enabled, streamUrl]);
}
