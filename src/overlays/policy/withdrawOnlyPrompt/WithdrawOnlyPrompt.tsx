import { Trans, useLingui } from '@lingui/react/macro';
import { useScreenDialog, type ScreenDialogActor } from '../../machines/useScreenDialog';
import { Button } from '../../../ui/form/Button';
import { Dialog } from '../../../ui/overlay/Dialog';

/** SPEC section 6: the ticket-creation prompt goes to the tickets page. */
export const TICKETS_PATH = '/myaccount/tickets';

/** The withdraw-only user's prompt (SPEC section 6): create a ticket, or not now (closed for the session). */
export function WithdrawOnlyPrompt({ actor }: { actor: ScreenDialogActor }) {
  const { t } = useLingui();
  const dialog = useScreenDialog(actor);
  return (
    <Dialog
      overlay={dialog}
      title={t`Your account is withdraw-only`}
      closeOnBackdrop={false}
      className="dialog--notice"
      data-overlay="withdrawOnlyPrompt"
      footer={
        <>
          <Button variant="secondary" onClick={() => dialog.close()}>
            <Trans>Not now</Trans>
          </Button>
          <Button variant="primary" onClick={() => dialog.acknowledge(TICKETS_PATH)} data-autofocus>
            <Trans>Create a ticket</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans>Deposits and trading are paused for this account; you can still withdraw your assets. If you think this is a mistake, create a support ticket and we will review it.</Trans>
      </p>
    </Dialog>
  );
}
