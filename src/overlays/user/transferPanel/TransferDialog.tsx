import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { trackOverlay } from '../../../analytics';
import { useOverlay } from '../../machines/useOverlay';
import { Dialog } from '../../../ui/overlay/Dialog';
import { MiniAppFrame } from '../../../widgets/mini-app';
import { useQueryClient } from '../../../api/hooks';
import { balanceOf } from '../../../api/trading/endpoints';
import { transferFunds, type WalletAccount } from '../../../api/trading/futures';
import { futuresAccountQuery, invalidateFutures } from '../../../api/trading/futuresQueries';
import { spotBalancesQuery } from '../../../api/trading/queries';
import type { QueryClient } from '@tanstack/react-query';
import './transferPanel.css';

const isAccount = (value: unknown): value is WalletAccount => value === 'spot' || value === 'futures';

/**
 * What the funds-transfer mini-app asks of its host: the balances it shows and the transfer itself
 * (POST wallet/transfer, docs/futures.md); every balance on screen refetches after a transfer.
 */
function accountBridge(client: QueryClient, failed: string) {
  return {
    available: async (account: unknown, currency: unknown): Promise<string> => {
      if (account === 'futures') return (await client.fetchQuery(futuresAccountQuery())).data?.account.available ?? '0';
      const spot = (await client.fetchQuery(spotBalancesQuery())).data;
      return balanceOf(spot, typeof currency === 'string' ? currency : 'USDT').available;
    },
    transfer: async (p: { from?: unknown; to?: unknown; currency?: unknown; amount?: unknown }) => {
      if (!isAccount(p.from) || !isAccount(p.to) || typeof p.currency !== 'string' || typeof p.amount !== 'string') return { ok: false, message: failed };
      const id = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `t${Date.now()}`;
      const result = await transferFunds({ from: p.from, to: p.to, currency: p.currency, amount: p.amount, client_id: id });
      await invalidateFutures(client);
      if (result.data === null) return { ok: false, message: failed };
      if (result.data.code !== 0 || result.data.result === null) return { ok: false, message: result.data.message };
      return { ok: true, message: '', spot: result.data.result.spot.available, futures: result.data.result.futures.available };
    },
  };
}

export type TransferKind = 'transfer' | 'sub-transfer';

/** Functions of the host the mini-app calls (the sub-transfer panel: accounts() and transfer(), docs/wallet-api.md). */
export type TransferBridge = Readonly<Record<string, (...args: never[]) => unknown>>;

/** The transfer panel's dialog, hosting its mini-app (./TransferPanel.tsx). */
export default function TransferDialog({ kind, subAccounts, bridge, onClosed, onFailed }: { kind: TransferKind; subAccounts?: readonly string[]; bridge?: TransferBridge; onClosed(): void; onFailed(): void }) {
  const { t } = useLingui();
  const overlay = useOverlay({ openOnMount: true, onClosed });
  useEffect(() => trackOverlay('transferPanel', 'shown', kind), [kind]);
  const client = useQueryClient();
  const [props] = useState(() => ({
    ...(subAccounts ? { subAccounts } : {}),
    ...bridge,
    ...(kind === 'transfer' ? accountBridge(client, t`The transfer could not be sent. Check your connection and try again.`) : {}),
    onEvent: (type: string) => {
      if (type === 'transferred') trackOverlay('transferPanel', 'acknowledged', kind);
    },
  }));
  return (
    <Dialog
      overlay={overlay}
      title={kind === 'transfer' ? t`Transfer between your accounts` : t`Transfer between main and sub-accounts`}
      className="transfer-panel"
      data-overlay="transferPanel"
      data-variant={kind}
    >
      <MiniAppFrame
        name={kind}
        props={props}
        className="transfer-panel__app"
        loading={
          <div className="transfer-panel__loading" role="status" aria-label={t`Loading`}>
            <span />
            <span />
            <span />
            <span />
          </div>
        }
        onState={(state) => {
          if (state === 'failed' || state === 'off') {
            onFailed();
            overlay.dismiss();
          }
        }}
      />
    </Dialog>
  );
}
