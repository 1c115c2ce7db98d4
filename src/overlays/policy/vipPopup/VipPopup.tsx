import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '../../../api/hooks';
import { vipPopupPlanQuery } from '../../../api/queries';
import { serverLink } from '../../../lib/url';
import { useScreenDialog, type ScreenDialogActor } from '../../machines/useScreenDialog';
import { useLinkHosts } from '../../../site/linkHosts';
import { Button } from '../../../ui/form/Button';
import { Dialog } from '../../../ui/overlay/Dialog';
import { ServerHtml } from '../../../ui/content/ServerHtml';
import { VIP_POPUP_AUTO_CLOSE_MS } from './vipPopup.machine';
import './vipPopup.css';

/**
 * The VIP popup (SPEC sections 3, 4): the plan's title, HTML content (sanitised), benefits and
 * button (its URL judged by the URL policy); it closes itself after 10 s (a bar counts down) and
 * can be closed at once; its background fades in as it opens. Variants by vip_popup_type.
 */
export function VipPopup({ actor, variant }: { actor: ScreenDialogActor; variant?: string }) {
  const { t } = useLingui();
  const dialog = useScreenDialog(actor);
  const hosts = useLinkHosts();
  const plan = useQuery(vipPopupPlanQuery()).data?.data ?? null;
  const href = serverLink(plan?.url, hosts, 'vip popup url');
  const benefits = [plan?.benefit_1_content, plan?.benefit_2_content, plan?.benefit_3_content].filter((b): b is string => typeof b === 'string' && b.trim() !== '');
  const tier = Number(plan?.tier ?? 0);
  return (
    <Dialog
      overlay={dialog}
      title={plan?.title?.trim() || (tier > 0 ? t`VIP ${tier}` : t`VIP`)}
      closeOnBackdrop={false}
      className="dialog--notice vip-popup"
      data-overlay="vipPopup"
      data-variant={variant}
      footer={
        href ? (
          <Button variant="primary" onClick={() => dialog.acknowledge(href)} data-autofocus>
            {plan?.button_copywriting?.trim() || <Trans>View benefits</Trans>}
          </Button>
        ) : (
          <Button variant="primary" onClick={() => dialog.acknowledge()} data-autofocus>
            <Trans>Got it</Trans>
          </Button>
        )
      }
    >
      <div className="vip-popup__hero" aria-hidden="true">
        <span className="vip-popup__badge">VIP{tier > 0 ? ` ${tier}` : ''}</span>
      </div>
      <ServerHtml html={plan?.content ?? ''} hosts={hosts} />
      {benefits.length > 0 && (
        <>
          {plan?.benefit_title && <h3 className="vip-popup__benefits-title">{plan.benefit_title}</h3>}
          <ul className="vip-popup__benefits" dir="auto">
            {benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </>
      )}
      <div className="vip-popup__timer" style={{ animationDuration: `${VIP_POPUP_AUTO_CLOSE_MS}ms` }} role="presentation" />
    </Dialog>
  );
}
