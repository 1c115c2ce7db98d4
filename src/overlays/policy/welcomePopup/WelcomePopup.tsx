import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '../../../api/hooks';
import { newbiePrizePopupQuery } from '../../../api/queries';
import { useFormat } from '../../../i18n/format';
import { useScreenDialog, type ScreenDialogActor } from '../../machines/useScreenDialog';
import { Button } from '../../../ui/form/Button';
import { Dialog } from '../../../ui/overlay/Dialog';
import { signupPath } from '../../../lib/signupPath';
import './welcomePopup.css';

/**
 * The new-user welcome pop-up (SPEC sections 2 item 13, 4): variant A (one reward) or B (two),
 * from the experiment; amounts from the newbie prize popup call (none shown when it fails).
 * Claim goes to sign-up with the referral parameters kept; the close icon closes it. The cap (4
 * a day, 30 minutes apart) is counted when it shows (policies/welcomePopup.json).
 */
export function WelcomePopup({ actor, variant }: { actor: ScreenDialogActor; variant?: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const dialog = useScreenDialog(actor);
  const prize = useQuery(newbiePrizePopupQuery()).data?.data ?? null;
  const usdt = (value: string | number | undefined) => {
    const n = Number(value);
    return Number.isFinite(n) && n > 0 ? `${format.number(n)} USDT` : null;
  };
  const b = variant === 'B';
  const one = usdt(prize?.group_A?.num);
  const first = usdt(prize?.group_B?.num_first);
  const second = usdt(prize?.group_B?.num_second);
  return (
    <Dialog
      overlay={dialog}
      title={b ? t`Two rewards for new traders` : t`Welcome to the exchange`}
      closeOnBackdrop={false}
      className="dialog--notice welcome-popup"
      data-overlay="welcomePopup"
      data-variant={b ? 'B' : 'A'}
      footer={
        <Button variant="primary" onClick={() => dialog.acknowledge(signupPath(window.location.search))} data-autofocus>
          <Trans>Claim now</Trans>
        </Button>
      }
    >
      <div className="welcome-popup__art" aria-hidden="true">
        <svg width="56" height="56" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
          <rect x="3" y="8" width="18" height="4" rx="1" />
          <path d="M12 8v13M19 12v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8" />
          <path d="M7.5 8a2.5 2.5 0 0 1 0-5C11 3 12 8 12 8s1-5 4.5-5a2.5 2.5 0 0 1 0 5" />
        </svg>
      </div>
      {b ? (
        first && second ? (
          <p>
            <Trans>
              Get {first} when you sign up, and {second} more after your first trade.
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>Sign up, then trade once: each step unlocks a reward.</Trans>
          </p>
        )
      ) : one ? (
        <p>
          <Trans>Sign up today and claim up to {one} in new-user rewards.</Trans>
        </p>
      ) : (
        <p>
          <Trans>Sign up today and claim your new-user rewards.</Trans>
        </p>
      )}
    </Dialog>
  );
}
