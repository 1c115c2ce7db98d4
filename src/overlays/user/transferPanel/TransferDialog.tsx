import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { trackOverlay } from '../../../analytics';
import { useOverlay } from '../../machines/useOverlay';
import { Dialog } from '../../../ui/overlay/Dialog';
import { MiniAppFrame } from '../../../widgets/mini-app';
import './transferPanel.css';

export type TransferKind = 'transfer' | 'sub-transfer';

/** Functions of the host the mini-app calls (the sub-transfer panel: accounts() and transfer(), docs/wallet-api.md). */
export type TransferBridge = Readonly<Record<string, (...args: never[]) => unknown>>;

/** The transfer panel's dialog, hosting its mini-app (./TransferPanel.tsx). */
export default function TransferDialog({ kind, subAccounts, bridge, onClosed, onFailed }: { kind: TransferKind; subAccounts?: readonly string[]; bridge?: TransferBridge; onClosed(): void; onFailed(): void }) {
  const { t } = useLingui();
  const overlay = useOverlay({ openOnMount: true, onClosed });
  useEffect(() => trackOverlay('transferPanel', 'shown', kind), [kind]);
  const [props] = useState(() => ({
    ...(subAccounts ? { subAccounts } : {}),
    ...bridge,
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
