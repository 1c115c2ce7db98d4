import { Trans, useLingui } from '@lingui/react/macro';
import { useScreenDialog, type ScreenDialogActor } from '../../machines/useScreenDialog';
import { useSite } from '../../../site/site';
import { Button } from '../../../ui/form/Button';
import { Dialog } from '../../../ui/overlay/Dialog';

/**
 * SPEC section 8: "EU helper dialog: 'Stay tuned! This feature is upcoming' with Confirm". Shown on
 * a page of a feature the site does not offer yet; Confirm goes to the home page. No close icon
 * (SPEC gives it one button), so Escape and a click outside do nothing.
 */
export function UpcomingFeature({ actor }: { actor: ScreenDialogActor }) {
  const { t } = useLingui();
  const dialog = useScreenDialog(actor);
  const siteName = useSite().name;
  return (
    <Dialog
      overlay={dialog}
      title={t`Stay tuned! This feature is upcoming`}
      closable={false}
      closeOnBackdrop={false}
      className="dialog--notice"
      data-overlay="upcomingFeature"
      footer={
        <Button variant="primary" onClick={() => dialog.acknowledge('/')} data-autofocus>
          <Trans>Confirm</Trans>
        </Button>
      }
    >
      <p>
        <Trans>{siteName} does not offer this feature yet. We will let you know when it arrives.</Trans>
      </p>
    </Dialog>
  );
}
