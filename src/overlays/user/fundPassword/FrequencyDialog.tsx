import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FundPasswordFrequency } from '../../../api/endpoints/fundPassword';
import { useMutation, useQuery } from '../../../api/hooks';
import { setFrequencyMutation, userFrequencyQuery } from '../../../api/queries';
import { useOverlay } from '../../machines/useOverlay';
import { Button } from '../../../ui/form/Button';
import { Dialog } from '../../../ui/overlay/Dialog';
import { TextField } from '../../../ui/form/Field';
import { useToast } from '../../../ui/overlay/Toast';
import { FrequencyChoice } from './FrequencyChoice';

/**
 * How often the fund password is asked (SPEC sections 4, 5, 7, 8): 1 once an hour, 2 every time,
 * 0 never. Both the fund password and the authenticator code are required; the choice is saved
 * through query_safe (form-encoded, csrf header). A refusal or a failure shows an error toast with
 * the server's message, or 'Error'; the dialog stays. The save is setFrequencyMutation, which
 * refetches the saved value after a success.
 */
export function FrequencyDialog({ returnFocus, onClosed }: { returnFocus: HTMLElement | null; onClosed: () => void }) {
  const { t } = useLingui();
  const overlay = useOverlay({ openOnMount: true, onClosed, transitionMs: 200 });
  const toast = useToast();
  const saved = useQuery(userFrequencyQuery());
  const [choice, setChoice] = useState<FundPasswordFrequency | null>(null);
  const frequency: FundPasswordFrequency = choice ?? saved.data?.data ?? 1;
  const [fundpass, setFundpass] = useState('');
  const [totp, setTotp] = useState('');
  const save = useMutation(setFrequencyMutation());
  const busy = save.isPending;

  const submit = () =>
    save.mutate(
      { frequency, fundpass, totp },
      {
        onSuccess: (answer) => {
          if (answer.data.result) {
            toast(t`Fund password frequency saved.`, 'success');
            overlay.dismiss();
          } else {
            // SPEC section 8: the server's msg, or 'Error'.
            toast(answer.data.msg.trim() || 'Error', 'error');
          }
        },
        onError: () => toast('Error', 'error'),
      },
    );

  return (
    <Dialog
      overlay={overlay}
      title={<Trans>Fund password frequency</Trans>}
      returnFocus={returnFocus}
      closeOnBackdrop={false}
      data-overlay="frequencyDialog"
      footer={
        <Button variant="primary" type="submit" form="frequency-form" disabled={busy || fundpass === '' || totp === ''}>
          <Trans>Confirm</Trans>
        </Button>
      }
    >
      <form
        id="frequency-form"
        className="fund-password__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (fundpass !== '' && totp !== '' && !busy) submit();
        }}
      >
        <FrequencyChoice value={frequency} onChange={setChoice} withNever />
        <TextField label={t`Fund password`} type="password" autoComplete="off" value={fundpass} onChange={(e) => setFundpass(e.target.value)} revealable />
        <TextField label={t`Authenticator code`} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={totp} onChange={(e) => setTotp(e.target.value.replace(/\D/g, ''))} />
      </form>
    </Dialog>
  );
}
