import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '../../../api/hooks';
import { alphaBannerCurrency, alphaBannerQuery } from '../../../api/queries';
import { localeAtom, routeAtom, storageAtom } from '../../../facts';
import { useStorageWrite } from '../../../facts/useStorageWrite';
import { serverLink } from '../../../lib/url';
import { useScreenDialog, type ScreenDialogActor } from '../../machines/useScreenDialog';
import { useLinkHosts } from '../../../site/linkHosts';
import { useTheme } from '../../../theme/theme';
import { PromoCard } from '../../../ui/content/PromoCard';
import { alphaIndexKey, nextIndex, sortCards } from './alphaBanner.rotation';

/**
 * The alpha banner (SPEC sections 2 item 13, 3, 4, 9): the server's cards for the page's currency,
 * in `sort` order, one at a time; each showing starts from the card after the last one shown for
 * that currency (stored locally), and the pager moves through the rest. A card leads to its url
 * (URL policy); its art is img, or img_v2 in the night theme when the server has one. The close
 * icon hides the banner for 24 hours (policies/alphaBanner.json). Refetched on a theme or locale
 * change.
 */
export function AlphaBanner({ actor }: { actor: ScreenDialogActor }) {
  const { t } = useLingui();
  const banner = useScreenDialog(actor);
  const hosts = useLinkHosts();
  const { theme } = useTheme();
  const locale = useAtomValue(localeAtom);
  const requested = alphaBannerCurrency(useAtomValue(routeAtom).pathname) ?? '';
  const plans = useQuery(alphaBannerQuery({ currency: requested, theme, locale })).data?.data ?? null;
  const cards = useMemo(() => sortCards(plans?.card ?? []), [plans]);
  const currency = plans?.currency ?? requested;
  const stored = useAtomValue(storageAtom).localStorage[alphaIndexKey(currency)];
  const write = useStorageWrite();
  // The starting card is read once per showing (and per currency): writing it must not move it.
  const [start] = useState(() => ({ currency, index: nextIndex(stored, cards.length) }));
  const [offset, setOffset] = useState(0);
  const index = cards.length === 0 ? 0 : (((start.currency === currency ? start.index : 0) + offset) % cards.length + cards.length) % cards.length;

  useEffect(() => {
    if (cards.length > 0) write({ store: 'localStorage', key: alphaIndexKey(currency), value: String(index) });
  }, [cards.length, currency, index, write]);

  const card = cards[index];
  if (!banner.mounted || !card) return null;
  const href = serverLink(card.url, hosts, 'alphaBanner.url');
  const image = serverLink(theme === 'night' && card.img_v2 ? card.img_v2 : card.img, hosts, 'alphaBanner.img');
  return (
    <PromoCard
      title={card.title || t`Alpha`}
      image={image}
      href={href}
      action={t`View`}
      onOpen={() => banner.acknowledge(href)}
      onClose={() => banner.close()}
      closeLabel={t`Close`}
      pager={{
        index,
        count: cards.length,
        onPrevious: () => setOffset((o) => o - 1),
        onNext: () => setOffset((o) => o + 1),
        previousLabel: t`Previous card`,
        nextLabel: t`Next card`,
        countLabel: t`${index + 1} of ${cards.length}`,
      }}
      state={banner.visible ? 'open' : 'closed'}
      data-overlay="alphaBanner"
      data-variant={String(card.id)}
    />
  );
}
