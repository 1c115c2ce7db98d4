import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useDecision } from '../../../facts';
import { useOverlay } from '../../machines/useOverlay';
import { useSite } from '../../../site/site';
import { Dialog } from '../../../ui/overlay/Dialog';
import { DepositOptionList, type DepositOptionRow } from '../../../widgets/deposit-options';
import { connectDepositMethod, type MethodId, type MethodRow } from './depositMethod.connect';

export interface DepositMethodModalProps {
  returnFocus: HTMLElement | null;
  onClosed: () => void;
  /** The coin to deposit on chain (SPEC: /myaccount/deposit/{currency}, default USDT). */
  currency?: string;
}

/**
 * The deposit method selection modal (SPEC section 2): deposit on chain, and, where the
 * `depositAlternatives` decision allows (main site, not UK or Italy limited, no fiat-trade menu
 * entry), the alternatives peer-to-peer, credit card and bank card (./depositMethod.connect.ts).
 */
export function DepositMethodModal({ returnFocus, onClosed, currency = 'USDT' }: DepositMethodModalProps) {
  const overlay = useOverlay({ openOnMount: true, onClosed, transitionMs: 200 });
  const view = connectDepositMethod(currency, useSite().defaultFiat, useDecision('depositAlternatives'));
  const { t } = useLingui();

  const text: Record<MethodId, { label: string; hint: string }> = {
    onchain: { label: t`Deposit crypto on chain`, hint: t`Send ${currency} or other coins from another wallet` },
    p2p: { label: t`Peer-to-peer`, hint: t`Buy from other users, 0 fees` },
    card: { label: t`Credit card`, hint: t`Visa and Mastercard` },
    bank: { label: t`Bank card`, hint: t`Pay from your bank account` },
  };
  const rowsOf = (list: MethodRow[]): DepositOptionRow[] => list.map((row) => ({ ...row, ...text[row.id] }));
  const list = (rows: MethodRow[], title?: ReactNode, testId?: string) => (
    <DepositOptionList
      title={title}
      rows={rowsOf(rows)}
      testId={testId}
      rowTestId={(id) => `deposit-method-${id}`}
      onPick={() => overlay.dismiss()}
    />
  );

  return (
    <Dialog
      overlay={overlay}
      title={<Trans>Select a deposit method</Trans>}
      returnFocus={returnFocus}
      data-testid="deposit-method-modal"
      data-overlay="depositMethod"
    >
      {list(view.onchain)}
      {list(view.alternatives, <Trans>Other ways to get crypto</Trans>, 'deposit-alternatives')}
    </Dialog>
  );
}
