import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { complianceAtom } from '../../../facts';
import { serverLink } from '../../../lib/url';
import { useScreenDialog, type ScreenDialogActor } from '../../machines/useScreenDialog';
import { useLinkHosts } from '../../../site/linkHosts';
import { Button } from '../../../ui/form/Button';
import { Dialog } from '../../../ui/overlay/Dialog';
import { ServerHtml } from '../../../ui/content/ServerHtml';

interface Tips {
  title?: string;
  content?: string;
  text_link?: Array<{ key?: string; link?: string }>;
  ok_button?: string;
  ok_button_router?: string;
}

/**
 * The compliance tips modal (SPEC sections 2 item 7, 3, 4; main only): the server's title and
 * text (sanitised), its text_link pairs as links (URL policy), and OK going to ok_button_router.
 * Each show counts against the path's daily count (written by the policy's throttle when it shows).
 */
export function ComplianceTips({ actor }: { actor: ScreenDialogActor }) {
  const { t } = useLingui();
  const dialog = useScreenDialog(actor);
  const hosts = useLinkHosts();
  const tips = ((useAtomValue(complianceAtom) as { tips?: Tips } | null)?.tips ?? {}) as Tips;
  const to = serverLink(tips.ok_button_router, hosts, 'ok_button_router');
  return (
    <Dialog
      overlay={dialog}
      title={tips.title || t`Before you continue`}
      closeOnBackdrop={false}
      className="dialog--notice"
      data-overlay="complianceTips"
      footer={
        <Button variant="primary" onClick={() => dialog.acknowledge(to)} data-autofocus>
          {tips.ok_button || <Trans>I understand</Trans>}
        </Button>
      }
    >
      <ServerHtml html={tips.content} hosts={hosts} links={tips.text_link ?? []} />
    </Dialog>
  );
}
