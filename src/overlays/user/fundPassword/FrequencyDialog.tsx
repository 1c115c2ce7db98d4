import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { setTradePassFrequency, type FundPasswordFrequency } from '../../../api/endpoints/fundPassword';
import { useQuery, useQueryClient } from '../../../api/hooks';
import { userFrequencyQuery } from '../../../api/queries';
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
 * the server's message, or 'Error'; the dialog stays.
 */
export function FrequencyDialog({ returnFocus, onClosed }: { returnFocus: HTMLElement | null; onClosed: () => void }) {
  const { t } = useLingui();
  const overlay = useOverlay({ openOnMount: true, onClosed, transitionMs: 200 });
  const toast = useToast();
  const client = useQueryClient();
  const saved = useQuery(userFrequencyQuery());
  const [choice, setChoice] = useState<FundPasswordFrequency | null>(null);
  const frequency: FundPasswordFrequency = choice ?? saved.data?.data ?? 1;
  const [fundpass, setFundpass] = useState('');
  const [totp, setTotp] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    const answer = await setTradePassFrequency({ frequency, fundpass, totp });
    setBusy(false);
    if (answer.data.result) {
      toast(t`Fund password frequency saved.`, 'success');
      await client.invalidateQueries({ queryKey: userFrequencyQuery().queryKey });
      overlay.dismiss();
    } else {
      // SPEC section 8: the server's msg, or 'Error'.
      toast(answer.data.msg.trim() || 'Error', 'error');
    }
  };

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
          if (fundpass !== '' && totp !== '' && !busy) void submit();
        }}
      >
        <FrequencyChoice value={frequency} onChange={setChoice} withNever />
        <TextField label={t`Fund password`} type="password" autoComplete="off" value={fundpass} onChange={(e) => setFundpass(e.target.value)} revealable />
        <TextField label={t`Authenticator code`} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={totp} onChange={(e) => setTotp(e.target.value.replace(/\D/g, ''))} />
      </form>
    </Dialog>
  );
}
