import { Trans, useLingui } from '@lingui/react/macro';
import { useLoggedIn } from '../../../facts/hooks';
import { useFormat } from '../../../i18n/format';
import { useScreenDialog, type ScreenDialogActor } from '../../machines/useScreenDialog';
import { Button } from '../../../ui/form/Button';
import { Dialog } from '../../../ui/overlay/Dialog';

/** SPEC section 9: "UK notice date 6 October 2023". */
export const UK_NOTICE_DATE = '2023-10-06T00:00:00Z';
/** SPEC section 8: withdraw everything "before 1 April 2024 00:00 UTC". */
export const UZ_DEADLINE = '2024-04-01T00:00:00Z';
/** SPEC section 2 item 4: "The Hong Kong dialog has a button to /web3". */
export const HK_WEB3_PATH = '/web3';

export type ComplianceDialogVariant = 'default' | 'uk' | 'hk' | 'ltw' | 'uz';

/**
 * The regional compliance dialog (SPEC sections 2 item 4, 4, 8). Opens on mount when the arbiter
 * gives it the dialog slot; closes by its button or its close icon (Escape acts as the icon),
 * never by a click outside. Hong Kong: the primary button stores the acknowledgement time (the
 * policy's throttle) and closes; the Web3 button acknowledges too and goes to /web3.
 */
export function ComplianceDialog({ actor, variant = 'default' }: { actor: ScreenDialogActor; variant?: string }) {
  const { t } = useLingui();
  const dialog = useScreenDialog(actor);
  const loggedIn = useLoggedIn();
  const format = useFormat();
  const gotIt = (
    <Button variant="primary" onClick={() => dialog.acknowledge()} data-autofocus>
      <Trans>I Got it</Trans>
    </Button>
  );

  let title: string;
  let body: React.ReactNode;
  let footer: React.ReactNode = gotIt;
  switch (variant as ComplianceDialogVariant) {
    case 'uk': {
      const date = format.date(UK_NOTICE_DATE, { dateStyle: 'long', timeZone: 'UTC' });
      title = t`Notice to UK residents`;
      body = (
        <>
          <p>
            <Trans>Please note that this website is not directed at UK persons and we are not accepting new UK customers.</Trans>
          </p>
          <p className="dialog__meta">
            <Trans>Effective {date}</Trans>
          </p>
        </>
      );
      break;
    }
    case 'hk':
      title = t`Notice to Hong Kong users`;
      body = loggedIn ? (
        <p>
          <Trans>Your account is registered in Hong Kong. Trading services on this site are not available to Hong Kong users; you can keep managing your assets with our Web3 wallet.</Trans>
        </p>
      ) : (
        <p>
          <Trans>This website is not directed at Hong Kong residents, and its trading services are not offered in Hong Kong. Hong Kong users can use our Web3 wallet instead.</Trans>
        </p>
      );
      footer = (
        <>
          <Button variant="secondary" onClick={() => dialog.acknowledge(HK_WEB3_PATH)}>
            <Trans>Go to Web3</Trans>
          </Button>
          <Button variant="primary" onClick={() => dialog.acknowledge()} data-autofocus>
            <Trans>I understand</Trans>
          </Button>
        </>
      );
      break;
    case 'uz': {
      const deadline = format.date(UZ_DEADLINE, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
      title = t`We are leaving the Uzbekistan market`;
      body = (
        <>
          <p>
            <Trans>We are ending our services in Uzbekistan. Please withdraw all your assets before {deadline} (UTC).</Trans>
          </p>
          <p>
            <Trans>After that date, only a contractual claim to your assets and a login to view your account information will remain.</Trans>
          </p>
        </>
      );
      break;
    }
    default:
      // The regional notice of SPEC section 8; LTW's has its own title.
      title = variant === 'ltw' ? t`Service notice for your region` : t`Regional notice`;
      body = (
        <p>
          <Trans>Following a recent review of your account(s), we identified a conflict with our User Agreement. Because of that, we have stopped providing this service for you. Please close any existing orders or positions.</Trans>
        </p>
      );
  }

  return (
    <Dialog
      overlay={dialog}
      title={title}
      closeOnBackdrop={false}
      className="dialog--notice"
      data-overlay="complianceDialog"
      data-variant={variant}
      footer={footer}
    >
      {body}
    </Dialog>
  );
}
