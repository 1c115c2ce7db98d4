import { useLingui } from '@lingui/react/macro';
import { useQuery } from '../../../api/hooks';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { ipCheckQuery } from '../../../api/queries';
import { serverLink } from '../../../lib/url';
import { useScreenDialog, type ScreenDialogActor } from '../../machines/useScreenDialog';
import { useLinkHosts } from '../../../site/linkHosts';
import { Button } from '../../../ui/form/Button';
import { Dialog } from '../../../ui/overlay/Dialog';
import { ServerHtml } from '../../../ui/content/ServerHtml';
import type { ipCheckMachine, IpNotice } from './ipCheck.machine';
import './ipCheck.css';

/** Where the upgrade notice leads when the server names no page: identity verification. */
const VERIFY_PATH = '/myaccount/kyc_home';
/** Where the detection notice leads when the server names no page: the support tickets. */
const SUPPORT_PATH = '/myaccount/tickets';

/** Which server result each notice stands for: its texts apply only to that notice. */
const RESULTS: Record<IpNotice, readonly number[]> = { upgrade: [2], vpn: [3, 0], detected: [4] };

/**
 * The IP-penetration notice (SPEC sections 3, 4, 8): the upgrade, VPN or detection notice the
 * check's result calls for (policies/ipCheck.json), drawn from the server's title, HTML content
 * (sanitised), button and URL (URL policy), with SPEC section 8's defaults ('Dear user', an
 * accessing notice, an upgrade button) where it sends none. The VPN notice cancelled becomes the
 * upgrade notice, with the defaults (the server's text was the VPN notice's). What each button
 * does is the machine's (./ipCheck.machine.ts).
 */
export function IpCheck({ actor }: { actor: ActorRefFrom<typeof ipCheckMachine> }) {
  const { t } = useLingui();
  const dialog = useScreenDialog(actor as unknown as ScreenDialogActor);
  const notice = useSelector(actor, (snapshot) => snapshot.context.notice);
  const hosts = useLinkHosts();
  const answer = useQuery({ ...ipCheckQuery(), enabled: false }).data ?? null;
  const server = answer && RESULTS[notice].includes(answer.result) ? answer : null;
  const closable = notice === 'upgrade' && server?.closable === 1;

  useEffect(() => {
    actor.send({ type: 'ipCheck.closable', closable });
  }, [actor, closable]);

  const link = serverLink(server?.url, hosts, 'ipCheck.url');
  const texts: Record<IpNotice, { content: string; button: string }> = {
    upgrade: {
      content: t`You are accessing your account from a network we cannot verify. To keep your account safe and keep using our services, please upgrade your identity verification.`,
      button: t`Upgrade verification`,
    },
    vpn: {
      content: t`You appear to be accessing your account through a VPN or a proxy. Turn it off and reload the page, or continue to upgrade your identity verification.`,
      button: t`I have turned it off`,
    },
    detected: {
      content: t`We have detected access to your account from a network our services are not available in. For your security, access from this network is limited. Please contact support.`,
      button: t`Contact support`,
    },
  };
  const text = texts[notice];
  const button = server?.button?.trim() || text.button;

  const footer =
    notice === 'vpn' ? (
      <>
        <Button variant="secondary" onClick={() => actor.send({ type: 'ipCheck.cancel' })}>
          {t`Cancel`}
        </Button>
        <Button variant="primary" onClick={() => actor.send({ type: 'ipCheck.accept' })} data-autofocus>
          {button}
        </Button>
      </>
    ) : (
      <Button variant="primary" onClick={() => dialog.acknowledge(link ?? (notice === 'upgrade' ? VERIFY_PATH : SUPPORT_PATH))} data-autofocus>
        {button}
      </Button>
    );

  return (
    <Dialog
      overlay={dialog}
      title={server?.title?.trim() || t`Dear user`}
      closable={closable}
      closeOnBackdrop={false}
      closeOnEscape={closable}
      className="dialog--notice ip-check"
      data-overlay="ipCheck"
      data-variant={notice}
      footer={footer}
    >
      <div className="ip-check__art" data-notice={notice} aria-hidden="true">
        <svg width="44" height="44" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
          <path d="M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6l7-3z" />
          {notice === 'detected' ? <path d="M9 9l6 6M15 9l-6 6" /> : <path d="M12 8v5M12 16h.01" />}
        </svg>
      </div>
      {server?.content ? <ServerHtml html={server.content} hosts={hosts} /> : <p>{text.content}</p>}
    </Dialog>
  );
}
