import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { USER_AGREEMENT_SCENE } from '../../../api/endpoints/compliance';
import { useMutation, useQuery } from '../../../api/hooks';
import { userAgreementStatusQuery, userAgreementSubmitMutation } from '../../../api/queries';
import { useScreenDialog, type ScreenDialogActor } from '../../machines/useScreenDialog';
import { useLinkHosts } from '../../../site/linkHosts';
import { Button } from '../../../ui/form/Button';
import { Dialog } from '../../../ui/overlay/Dialog';
import { ServerHtml } from '../../../ui/content/ServerHtml';

/**
 * The updated user agreement (SPEC section 4): shown while the status is 1. Its text is the
 * server's HTML (sanitised), its button the server's `submit_button` text. Confirm, and the close
 * icon too, submit the acceptance (scene, JSON, with credentials); on code 0 the status is
 * refetched and the decision lapses. A failed submit keeps the dialog and says so.
 */
export function UserAgreement({ actor }: { actor: ScreenDialogActor }) {
  const { t } = useLingui();
  const dialog = useScreenDialog(actor);
  const hosts = useLinkHosts();
  const status = useQuery(userAgreementStatusQuery({ scene: USER_AGREEMENT_SCENE }));
  const submit = useMutation(userAgreementSubmitMutation());
  const [failed, setFailed] = useState(false);
  const content = status.data?.data?.content ?? '';
  const button = status.data?.data?.submit_button?.trim() || t`Accept`;

  const accept = () => {
    if (submit.isPending) return;
    setFailed(false);
    submit.mutate(
      { scene: USER_AGREEMENT_SCENE },
      {
        onSuccess: (result) => {
          if (result.ok && result.data) dialog.acknowledge();
          else setFailed(true);
        },
        onError: () => setFailed(true),
      },
    );
  };

  return (
    <Dialog
      overlay={{ ...dialog, dismiss: accept }}
      title={t`We have updated our User Agreement`}
      closeOnBackdrop={false}
      className="dialog--notice"
      data-overlay="userAgreement"
      footer={
        <Button variant="primary" onClick={accept} disabled={submit.isPending} data-autofocus>
          {button}
        </Button>
      }
    >
      {content ? <ServerHtml html={content} hosts={hosts} /> : <p>{t`Please read and accept the updated User Agreement to continue.`}</p>}
      {failed && (
        <p className="dialog__error" role="alert">
          <Trans>We could not record your acceptance. Please try again.</Trans>
        </p>
      )}
    </Dialog>
  );
}
