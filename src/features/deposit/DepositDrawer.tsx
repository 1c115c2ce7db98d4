import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { MouseEvent, ReactNode } from 'react';
import { useLocalize } from '../../app/shell/locale';
import { useOverlayRequest } from '../../app/shell/overlays';
import { useDecision } from '../../facts';
import { useOverlay } from '../../machines/useOverlay';
import { AppLink } from '../../ui/AppLink';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { ChevronRightIcon } from '../../ui/moreIcons';
import { DEPOSIT_OPTION_TEXT } from './labels';
import { OptionIcon } from './OptionIcon';
import './deposit.css';

export interface DepositDrawerProps {
  /** The control that opened the drawer; focus returns to it after closing. */
  returnFocus: HTMLElement | null;
  /** Called once the closing animation has finished (the host unmounts the drawer). */
  onClosed: () => void;
}

type Option = { id: string; href: string; label: string; group: 'haveAssets' | 'noAssets' };

/**
 * The fund-wallet drawer (SPEC section 2, deposit drawer): 414px from the inline end, in and out
 * in 300 ms (src/machines/overlay.machine.ts), listing the `depositDrawer` decision's options in
 * two groups. On-chain deposit goes through the deposit method selection modal when the
 * `depositAlternatives` decision offers alternatives; otherwise straight to the deposit page.
 */
export function DepositDrawer({ returnFocus, onClosed }: DepositDrawerProps) {
  const overlay = useOverlay({ openOnMount: true, onClosed });
  const options = useDecision('depositDrawer') as Option[] | undefined;
  const alternatives = useDecision('depositAlternatives');
  const { openDepositMethod } = useOverlayRequest();
  const { i18n } = useLingui();
  const localize = useLocalize();

  const have = (options ?? []).filter((o) => o.group === 'haveAssets');
  const none = (options ?? []).filter((o) => o.group === 'noAssets');

  const onPick = (option: Option) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (option.id === 'onchain' && alternatives === true) {
      event.preventDefault();
      // Replaces the drawer with the method modal; focus still returns to the header button.
      openDepositMethod(returnFocus);
      return;
    }
    overlay.dismiss();
  };

  const renderGroup = (title: ReactNode, list: Option[], testId: string) =>
    list.length > 0 && (
      <section className="deposit-group" data-testid={testId}>
        <h3 className="deposit-group__title">{title}</h3>
        <ul className="deposit-group__list">
          {list.map((option) => {
            const text = DEPOSIT_OPTION_TEXT[option.label];
            return (
              <li key={option.id}>
                <AppLink
                  href={localize(option.href)}
                  className="deposit-option"
                  onClick={onPick(option)}
                  data-testid={`deposit-option-${option.id}`}
                >
                  <span className="deposit-option__icon" aria-hidden="true">
                    <OptionIcon id={option.id} />
                  </span>
                  <span className="deposit-option__text">
                    <span className="deposit-option__label">{text ? i18n._(text.label) : option.id}</span>
                    {text && <span className="deposit-option__hint">{i18n._(text.hint)}</span>}
                  </span>
                  <ChevronRightIcon className="deposit-option__chevron" />
                </AppLink>
              </li>
            );
          })}
        </ul>
      </section>
    );

  return (
    <Dialog
      overlay={overlay}
      variant="drawer"
      title={<Trans>Fund wallet</Trans>}
      description={<Trans>Choose how to add funds to your account</Trans>}
      returnFocus={returnFocus}
      className="deposit-drawer"
      data-testid="deposit-drawer"
    >
      {options !== undefined && have.length + none.length === 0 && (
        <EmptyState size="compact" title={<Trans>No deposit methods are available here</Trans>} />
      )}
      {renderGroup(<Trans>I have assets</Trans>, have, 'deposit-group-haveAssets')}
      {renderGroup(<Trans>I don't have assets</Trans>, none, 'deposit-group-noAssets')}
    </Dialog>
  );
}
