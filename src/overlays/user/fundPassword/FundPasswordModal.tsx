import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FundPasswordFrequency } from '../../../api/endpoints/fundPassword';
import { useOverlay } from '../../machines/useOverlay';
import { Button } from '../../../ui/form/Button';
import { Dialog } from '../../../ui/overlay/Dialog';
import { TextField } from '../../../ui/form/Field';
import { FUND_PASSWORD_SUBMIT_DEBOUNCE_MS, leadingDebounce } from './debounce';
import { FrequencyChoice } from './FrequencyChoice';

export interface FundPasswordResult {
  fundpass: string;
  /** How long this entry stays valid: 1 an hour, 2 this time only. */
  validity: FundPasswordFrequency;
}

/**
 * The fund-password modal a trade asks for (SPEC section 4): the password and how long it stays
 * valid; Confirm is disabled while the field is empty; a submit within 1500 ms of the last one
 * is dropped (./debounce.ts). The password goes to the caller (the order it authorises), never to
 * storage.
 */
export function FundPasswordModal({ returnFocus, onClosed, onConfirmed }: { returnFocus: HTMLElement | null; onClosed: () => void; onConfirmed: (result: FundPasswordResult) => void }) {
  const { t } = useLingui();
  const overlay = useOverlay({ openOnMount: true, onClosed, transitionMs: 200 });
  const [fundpass, setFundpass] = useState('');
  const [validity, setValidity] = useState<FundPasswordFrequency>(1);
  // One gate for the modal's life: presses within 1500 ms of the last one are dropped.
  const [gate] = useState(() => leadingDebounce(FUND_PASSWORD_SUBMIT_DEBOUNCE_MS));
  const submit = (result: FundPasswordResult) => {
    if (!gate.pass(Date.now())) return;
    onConfirmed(result);
    overlay.dismiss();
  };
  return (
    <Dialog
      overlay={overlay}
      title={<Trans>Enter your fund password</Trans>}
      returnFocus={returnFocus}
      closeOnBackdrop={false}
      data-overlay="fundPassword"
      footer={
        <Button variant="primary" type="submit" form="fund-password-form" disabled={fundpass === ''}>
          <Trans>Confirm</Trans>
        </Button>
      }
    >
      <form
        id="fund-password-form"
        className="fund-password__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (fundpass !== '') submit({ fundpass, validity });
        }}
      >
        <TextField label={t`Fund password`} type="password" autoComplete="off" value={fundpass} onChange={(e) => setFundpass(e.target.value)} revealable autoFocus />
        <FrequencyChoice value={validity} onChange={setValidity} withNever={false} />
      </form>
    </Dialog>
  );
}
