import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useQuery } from '../../../api/hooks';
import { homepageBannerQuery } from '../../../api/queries';
import { localeAtom, viewportWidthAtom } from '../../../facts';
import { serverLink } from '../../../lib/url';
import { useScreenDialog, type ScreenDialogActor } from '../../machines/useScreenDialog';
import { useLinkHosts } from '../../../site/linkHosts';
import { useTheme } from '../../../theme/theme';
import { PromoCard } from '../../../ui/content/PromoCard';
import { ServerHtml } from '../../../ui/content/ServerHtml';

/** SPEC section 9: phones are 768 px and narrower (they get the plan's img_h5). */
const MOBILE_MAX = 768;

/**
 * The homepage banner (SPEC sections 2 item 13, 4): the targeted plan for the home page
 * (resource_type 4), as a card at the foot of the viewport: its image (img, or img_h5 on a
 * phone), title and sanitised content; the card leads to the plan's url (URL policy) and the
 * close icon hides it for the session (policies/homepageBanner.json). Refetched on a theme or
 * locale change (the query's key carries both).
 */
export function HomepageBanner({ actor }: { actor: ScreenDialogActor }) {
  const { t } = useLingui();
  const banner = useScreenDialog(actor);
  const hosts = useLinkHosts();
  const { theme } = useTheme();
  const locale = useAtomValue(localeAtom);
  const phone = useAtomValue(viewportWidthAtom) <= MOBILE_MAX;
  const plan = useQuery(homepageBannerQuery({ theme, locale })).data?.data ?? null;
  if (!banner.mounted || !plan?.plan_id) return null;
  const href = serverLink(plan.url, hosts, 'homepageBanner.url');
  const image = serverLink(phone ? plan.img_h5 || plan.img : plan.img, hosts, 'homepageBanner.img');
  return (
    <PromoCard
      title={plan.title || t`Featured`}
      image={image}
      href={href}
      action={t`Learn more`}
      onOpen={() => banner.acknowledge(href)}
      onClose={() => banner.close()}
      closeLabel={t`Close`}
      state={banner.visible ? 'open' : 'closed'}
      data-overlay="homepageBanner"
      data-variant={String(plan.plan_id)}
    >
      {plan.content ? <ServerHtml html={plan.content} hosts={hosts} /> : null}
    </PromoCard>
  );
}
