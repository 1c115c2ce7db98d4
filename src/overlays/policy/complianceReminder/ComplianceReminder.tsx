import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { noticesAtom } from '../../../facts';
import { serverLink } from '../../../lib/url';
import { useScreenDialog, type ScreenDialogActor } from '../../machines/useScreenDialog';
import { useLinkHosts } from '../../../site/linkHosts';
import { Button } from '../../../ui/form/Button';
import { Dialog } from '../../../ui/overlay/Dialog';
import { ServerHtml } from '../../../ui/content/ServerHtml';

interface Notice {
  title?: string;
  content?: string;
  ok_button?: string;
  cancel_button?: string;
  ok_button_router?: string;
}

/**
 * The compliance reminder at the end of the 24-hour cool-down (SPEC sections 3, 4): the server's
 * notice; confirm goes to its route (through the URL policy), cancel closes.
 */
export function ComplianceReminder({ actor }: { actor: ScreenDialogActor }) {
  const { t } = useLingui();
  const dialog = useScreenDialog(actor);
  const hosts = useLinkHosts();
  const notice = (useAtomValue(noticesAtom).reminder[0] ?? {}) as Notice;
  const to = serverLink(notice.ok_button_router, hosts, 'ok_button_router');
  return (
    <Dialog
      overlay={dialog}
      title={notice.title || t`Compliance reminder`}
      closeOnBackdrop={false}
      className="dialog--notice"
      data-overlay="complianceReminder"
      footer={
        <>
          <Button variant="secondary" onClick={() => dialog.close()}>
            {notice.cancel_button || <Trans>Cancel</Trans>}
          </Button>
          <Button variant="primary" onClick={() => dialog.acknowledge(to)} data-autofocus>
            {notice.ok_button || <Trans>Confirm</Trans>}
          </Button>
        </>
      }
    >
      <ServerHtml html={notice.content} hosts={hosts} />
    </Dialog>
  );
}
