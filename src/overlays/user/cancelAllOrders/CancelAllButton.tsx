/** "Cancel all" open orders (of the filtered pair, or every pair), after a confirmation dialog: on the trade page and /myaccount/orders. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useMutation } from '../../../api/hooks';
import { cancelAllMutation } from '../../../api/trading/queries';
import { useOverlay } from '../../machines/useOverlay';
import { Button } from '../../../ui/form/Button';
import { Dialog } from '../../../ui/overlay/Dialog';
import { useToast } from '../../../ui/overlay/Toast';

export function CancelAllButton({ symbol, count }: { symbol: string | undefined; count: number }) {
  // The button that opened the dialog, for focus to come back to.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  return (
    <>
      <button type="button" onClick={(event) => setOpener(event.currentTarget)} data-testid="cancel-all">
        <Trans>Cancel all</Trans>
      </button>
      {opener && <CancelAllDialog symbol={symbol} count={count} returnFocus={opener} onClosed={() => setOpener(null)} />}
    </>
  );
}

function CancelAllDialog({ symbol, count, returnFocus, onClosed }: { symbol: string | undefined; count: number; returnFocus: HTMLElement | null; onClosed: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const overlay = useOverlay({ openOnMount: true, onClosed, transitionMs: 150 });
  const cancelAll = useMutation(cancelAllMutation());
  const pair = symbol?.replace('_', '/');
  const confirm = async () => {
    const result = await cancelAll.mutateAsync(symbol === undefined ? {} : { symbol });
    if (result.data === null) toast(t`The orders were not canceled: the exchange did not answer. Please try again.`, 'error');
    else {
      const canceled = result.data;
      toast(t`Orders canceled: ${canceled}`, 'success');
    }
    overlay.dismiss();
  };
  return (
    <Dialog
      overlay={overlay}
      title={<Trans>Cancel all open orders?</Trans>}
      returnFocus={returnFocus}
      data-testid="cancel-all-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => overlay.dismiss()} data-autofocus>
            <Trans>Keep orders</Trans>
          </Button>
          <Button variant="primary" onClick={() => void confirm()} disabled={cancelAll.isPending} aria-busy={cancelAll.isPending || undefined}>
            <Trans>Cancel all</Trans>
          </Button>
        </>
      }
    >
      <p className="ui-muted">
        {pair === undefined ? (
          <Trans>All {count} of your open orders, on every pair, will be canceled and their funds released.</Trans>
        ) : (
          <Trans>All {count} of your open {pair} orders will be canceled and their funds released.</Trans>
        )}
      </p>
    </Dialog>
  );
}
