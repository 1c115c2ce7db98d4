import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { track } from '../../../analytics';
import { complianceAtom } from '../../../facts';
import { serverLink } from '../../../lib/url';
import { useScreenDialog, type ScreenDialogActor } from '../../machines/useScreenDialog';
import { useLinkHosts } from '../../../site/linkHosts';
import { Button } from '../../../ui/form/Button';
import { Dialog } from '../../../ui/overlay/Dialog';
import { ServerHtml } from '../../../ui/content/ServerHtml';

/** Where the KYC-upgrade notice's button goes (SPEC section 2 routes). */
export const KYC_HOME_PATH = '/myaccount/kyc_home';

interface KycToast {
  risk_user_guide_msg?: string;
  risk_user_guide_url?: string;
  risk_user_guide_be_closed?: number;
}

/**
 * The account notice (SPEC sections 2 item 5, 3 kyc_toast, 4). riskUser: the server's message
 * (sanitised HTML) and link (through the URL policy); closable only when
 * risk_user_guide_be_closed is 1; its cookie (risk_user_guide_frequency hours) is written when it
 * shows. kycUpgrade: the 12-hour cookie is written when it shows; Verify now goes to the KYC home.
 */
export function AccountNotice({ actor, variant = 'kycUpgrade' }: { actor: ScreenDialogActor; variant?: string }) {
  const { t } = useLingui();
  const dialog = useScreenDialog(actor);
  const hosts = useLinkHosts();
  const compliance = useAtomValue(complianceAtom) as { toast?: { kyc_toast?: KycToast } } | null;
  const toast = compliance?.toast?.kyc_toast ?? {};

  if (variant === 'riskUser') {
    const closable = toast.risk_user_guide_be_closed === 1;
    const href = serverLink(toast.risk_user_guide_url, hosts, 'risk_user_guide_url');
    return (
      <Dialog
        overlay={dialog}
        title={t`Account notice`}
        closable={closable}
        closeOnBackdrop={false}
        className="dialog--notice"
        data-overlay="accountNotice"
        data-variant="riskUser"
        footer={
          href ? (
            <Button variant="primary" onClick={() => dialog.acknowledge(href)} data-autofocus>
              <Trans>View details</Trans>
            </Button>
          ) : (
            // No usable link: the notice must still let the visitor go on.
            <Button variant="primary" onClick={() => dialog.acknowledge()} data-autofocus>
              <Trans>I understand</Trans>
            </Button>
          )
        }
      >
        <ServerHtml html={toast.risk_user_guide_msg} hosts={hosts} />
        {!toast.risk_user_guide_msg && (
          <p>
            <Trans>We need a few more details to keep your account secure. Please review your account.</Trans>
          </p>
        )}
      </Dialog>
    );
  }

  return (
    <Dialog
      overlay={dialog}
      title={t`Upgrade your verification`}
      closeOnBackdrop={false}
      className="dialog--notice"
      data-overlay="accountNotice"
      data-variant="kycUpgrade"
      footer={
        <>
          <Button variant="secondary" onClick={() => dialog.close()}>
            <Trans>Later</Trans>
          </Button>
          <Button
            variant="primary"
            data-autofocus
            onClick={() => {
              track({ name: 'common_kyc_event', action: 'account_notice_verify' });
              dialog.acknowledge(KYC_HOME_PATH);
            }}
          >
            <Trans>Verify now</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans>Complete identity verification (KYC2) to keep full access to deposits, withdrawals and trading.</Trans>
      </p>
    </Dialog>
  );
}
