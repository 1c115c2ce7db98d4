import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useDecision } from '../../../facts';
import { useSite } from '../../../site/site';
import { Button } from '../../../ui/form/Button';
import { checkMiniApp, miniAppUrl } from '../../../widgets/mini-app';
import type { TransferKind } from './TransferDialog';

export type { TransferKind };

/** The panel itself (its dialog, styles and the mini-app frame) loads on the first click. */
const TransferDialog = lazy(() => import('./TransferDialog'));

/**
 * A transfer panel (SPEC section 2 item 9): the funds-transfer panel (between the user's own
 * accounts) or the master/sub-account transfer panel, both separately hosted mini-apps. The
 * button shows only where mini-apps may load (not the test net: policies/miniApps.json) and once
 * the mini-app's host answered its HEAD check; the panel opens in a dialog and loads the
 * mini-app there, in a box of its size (the dialog's code loads on the first click). A host that is down, a module that fails to load or to
 * mount: logged as 'mini-app mount failure' (SPEC section 8), and the button and panel go.
 */
export function TransferButton({ kind, subAccounts }: { kind: TransferKind; subAccounts?: readonly string[] }) {
  const allowed = useDecision('miniApps');
  const site = useSite();
  const [hostUp, setHostUp] = useState<boolean | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!allowed) return;
    let live = true;
    checkMiniApp(kind, miniAppUrl(kind, site)).then(
      () => live && setHostUp(true),
      () => live && setHostUp(false),
    );
    return () => {
      live = false;
    };
  }, [allowed, kind, site]);
  if (!allowed || !hostUp) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid={`open-${kind}`}>
        {kind === 'transfer' ? <Trans>Transfer</Trans> : <Trans>Transfer between accounts</Trans>}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <TransferDialog kind={kind} subAccounts={subAccounts} onClosed={() => setOpen(false)} onFailed={() => setHostUp(false)} />
        </Suspense>
      )}
    </>
  );
}

