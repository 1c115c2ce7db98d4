/**
 * The private stream's wallet channel (docs/wallet-api.md: a deposit or a withdrawal whose
 * confirmations or status changed, symbol '*'): each message refetches the wallet lists, the
 * spot account and the overview's totals from REST (validated there), so "Recent deposits"
 * counts its confirmations, a withdrawal turns completed and every balance on screen follows.
 */
import { useEffect } from 'react';
import { useQueryClient } from '../hooks';
import { invalidateWallet } from '../trading/walletQueries';
import { marketStream, PRIVATE_SYMBOL } from './stream';

export function useLiveWallet(streamUrl: string | null, enabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || streamUrl === null) return;
    const refetch = () => void invalidateWallet(client);
    return marketStream(streamUrl).subscribe({ channel: 'wallet', symbol: PRIVATE_SYMBOL }, { onMessage: refetch, onResync: refetch });
  }, [client, enabled, streamUrl]);
}
