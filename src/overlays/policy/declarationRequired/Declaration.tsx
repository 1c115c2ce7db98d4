import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useMutation } from '../../../api/hooks';
import { declarationSubmitMutation } from '../../../api/queries';
import { useScreenDialog, type ScreenDialogActor } from '../../machines/useScreenDialog';
import { Button } from '../../../ui/form/Button';
import { Dialog } from '../../../ui/overlay/Dialog';
import './declaration.css';

/**
 * The Turkey customer declaration (SPEC sections 4 and 6): status 1 must sign before trading.
 * The box must be ticked; Confirm signs (status 1 to 2) and is disabled while signing and once
 * signed; the dialog cannot be dismissed (no close icon, no Escape, no click outside). A failed
 * sign leaves the status, logs SPEC section 8's message (src/api/endpoints/compliance.ts) and says so here.
 */
export function Declaration({ actor }: { actor: ScreenDialogActor }) {
  const { t } = useLingui();
  const dialog = useScreenDialog(actor);
  const checkboxId = useId();
  const [ticked, setTicked] = useState(false);
  const [failed, setFailed] = useState(false);
  const sign = useMutation(declarationSubmitMutation());
  const signed = sign.data?.ok === true && sign.data.data?.status === 2;

  const confirm = () => {
    setFailed(false);
    sign.mutate(undefined, {
      onSuccess: (result) => {
        if (result.ok && result.data?.status === 2) dialog.acknowledge();
        else setFailed(true);
      },
      onError: () => setFailed(true),
    });
  };

  return (
    <Dialog
      overlay={dialog}
      title={t`Customer declaration`}
      closable={false}
      closeOnBackdrop={false}
      closeOnEscape={false}
      className="dialog--notice"
      data-overlay="declaration"
      footer={
        <Button variant="primary" onClick={confirm} disabled={!ticked || sign.isPending || signed} data-autofocus>
          {signed ? <Trans>Signed</Trans> : <Trans>Confirm and continue</Trans>}
        </Button>
      }
    >
      <p>
        <Trans>Before you trade, please confirm that you understand the following:</Trans>
      </p>
      <ul className="declaration__points">
        <li>
          <Trans>Crypto assets are volatile: you may lose some or all of the money you put in.</Trans>
        </li>
        <li>
          <Trans>Crypto assets are not legal tender and are not covered by deposit insurance.</Trans>
        </li>
        <li>
          <Trans>You trade on your own account and decide for yourself; we do not give investment advice.</Trans>
        </li>
      </ul>
      <label className="declaration__check" htmlFor={checkboxId}>
        <input id={checkboxId} type="checkbox" checked={ticked} disabled={signed} onChange={(e) => setTicked(e.target.checked)} />
        <span>
          <Trans>I have read and understood this declaration.</Trans>
        </span>
      </label>
      {failed && (
        <p className="dialog__error" role="alert">
          <Trans>We could not record your declaration. Please try again.</Trans>
        </p>
      )}
    </Dialog>
  );
}
