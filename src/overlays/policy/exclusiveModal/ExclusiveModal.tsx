import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../i18n/format';
import { signupPath } from '../../../lib/signupPath';
import { useScreenDialog, type ScreenDialogActor } from '../../machines/useScreenDialog';
import { Button } from '../../../ui/form/Button';
import { Dialog } from '../../../ui/overlay/Dialog';
import './exclusiveModal.css';

/** SPEC section 9: the exclusive modal's promo figure, in US dollars. */
export const EXCLUSIVE_PROMO_USD = 40_000;

/**
 * The exclusive-rewards modal (SPEC sections 2 item 13, 9): the $40,000 figure and 'Claim Now',
 * which goes to sign-up with the invitation's referral parameters kept; the close icon closes
 * it. Who sees it and how often: policies/exclusiveModal.json.
 */
export function ExclusiveModal({ actor }: { actor: ScreenDialogActor }) {
  const { t } = useLingui();
  const format = useFormat();
  const dialog = useScreenDialog(actor);
  const amount = format.money(EXCLUSIVE_PROMO_USD, 'USD', { maximumFractionDigits: 0 });
  return (
    <Dialog
      overlay={dialog}
      title={t`Exclusive rewards for invited friends`}
      closeOnBackdrop={false}
      className="dialog--notice exclusive-modal"
      data-overlay="exclusiveModal"
      footer={
        <Button variant="primary" onClick={() => dialog.acknowledge(signupPath(window.location.search))} data-autofocus>
          <Trans>Claim Now</Trans>
        </Button>
      }
    >
      <div className="exclusive-modal__figure">
        <span className="exclusive-modal__amount">{amount}</span>
        <span className="exclusive-modal__caption">
          <Trans>in rewards, only through your invitation</Trans>
        </span>
      </div>
      <p>
        <Trans>Sign up with this invitation, complete your first deposit and trades, and unlock your share of the reward pool.</Trans>
      </p>
    </Dialog>
  );
}
