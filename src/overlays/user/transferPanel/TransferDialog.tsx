import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { trackOverlay } from '../../../analytics';
import { useOverlay } from '../../machines/useOverlay';
import { Dialog } from '../../../ui/overlay/Dialog';
import { MiniAppFrame } from '../../../widgets/mini-app';
import { useTransferBridge } from '../../../widgets/money';
import './transferPanel.css';

export type TransferKind = 'transfer' | 'sub-transfer';

/**
 * The transfer panel's dialog, hosting its mini-app (./TransferPanel.tsx). Both panels get the one
 * bridge to the user's accounts (docs/accounts.md): `accounts()` and `transfer()`; the funds
 * panel moves between the user's own accounts, the sub-account panel between the main (spot)
 * account and the sub-accounts.
 */
export default function TransferDialog({ kind, subAccounts, onClosed, onFailed }: { kind: TransferKind; subAccounts?: readonly string[]; onClosed(): void; onFailed(): void }) {
  const { t } = useLingui();
  const overlay = useOverlay({ openOnMount: true, onClosed });
  useEffect(() => trackOverlay('transferPanel', 'shown', kind), [kind]);
  const bridge = useTransferBridge();
  const [props] = useState(() => ({
    ...(subAccounts ? { subAccounts } : {}),
    accounts: bridge.accounts,
    transfer: bridge.transfer,
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
