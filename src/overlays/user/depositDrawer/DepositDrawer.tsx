import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useDecision } from '../../../facts';
import { useOverlay } from '../../machines/useOverlay';
import { useOverlayRequest } from '../../requests';
import { Dialog } from '../../../ui/overlay/Dialog';
import { EmptyState } from '../../../ui/content/EmptyState';
import { DEPOSIT_OPTION_TEXT, DepositOptionList, type DepositOptionRow } from '../../../widgets/deposit-options';
import { connectDepositDrawer, type DrawerOption } from './depositDrawer.connect';

export interface DepositDrawerProps {
  /** The control that opened the drawer; focus returns to it after closing. */
  returnFocus: HTMLElement | null;
  /** Called once the closing animation has finished (the host unmounts the drawer). */
  onClosed: () => void;
}

/**
 * The fund-wallet drawer (SPEC section 2, deposit drawer): 414px from the inline end, in and out
 * in 300 ms (the shared overlay machine), listing the `depositDrawer` decision's options in two
 * groups (./depositDrawer.connect.ts). On-chain deposit goes through the deposit method modal when
 * the `depositAlternatives` decision offers alternatives; otherwise straight to the deposit page.
 */
export function DepositDrawer({ returnFocus, onClosed }: DepositDrawerProps) {
  const overlay = useOverlay({ openOnMount: true, onClosed });
  const options = useDecision('depositDrawer') as DrawerOption[] | undefined;
  const view = connectDepositDrawer(options, useDecision('depositAlternatives'));
  const { openDepositMethod } = useOverlayRequest();
  const { i18n } = useLingui();

  const rowsOf = (list: DrawerOption[]): DepositOptionRow[] =>
    list.map((option) => {
      const text = DEPOSIT_OPTION_TEXT[option.label];
      return {
        id: option.id,
        href: option.href,
        label: text ? i18n._(text.label) : option.id,
        hint: text ? i18n._(text.hint) : undefined,
      };
    });

  const onPick = (row: DepositOptionRow, event: { preventDefault(): void }) => {
    const option = options?.find((candidate) => candidate.id === row.id);
    if (option && view.pick(option) === 'methodModal') {
      event.preventDefault();
      // Replaces the drawer with the method modal; focus still returns to the header button.
      openDepositMethod(returnFocus);
      return;
    }
    overlay.dismiss();
  };

  return (
    <Dialog
      overlay={overlay}
      variant="drawer"
      title={<Trans>Fund wallet</Trans>}
      description={<Trans>Choose how to add funds to your account</Trans>}
      returnFocus={returnFocus}
      className="deposit-drawer"
      data-testid="deposit-drawer"
      data-overlay="depositDrawer"
    >
      {view.empty && <EmptyState size="compact" title={<Trans>No deposit methods are available here</Trans>} />}
      {view.groups.map((group) => (
        <DepositOptionList
          key={group.id}
          title={group.id === 'haveAssets' ? <Trans>I have assets</Trans> : <Trans>I don't have assets</Trans>}
          rows={rowsOf(group.options)}
          testId={`deposit-group-${group.id}`}
          rowTestId={(id) => `deposit-option-${id}`}
          onPick={onPick}
        />
      ))}
    </Dialog>
  );
}
