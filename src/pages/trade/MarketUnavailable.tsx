/** A pair the exchange does not list: say so and offer the markets list. */
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Page, PageHeader } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';

/**
 * `feedDown`: the market data call failed (its default is an empty list), so nothing is known
 * about the pair; otherwise the pair is simply not listed.
 */
export function MarketUnavailable({ base, quote, feedDown = false }: { base: string; quote: string; feedDown?: boolean }) {
  return (
    <Page>
      <PageHeader
        title={
          feedDown ? (
            <Trans>
              {base}/{quote} prices are unavailable right now
            </Trans>
          ) : (
            <Trans>
              {base}/{quote} is not available
            </Trans>
          )
        }
        lead={feedDown ? <Trans>We cannot load market data at the moment. Please try again in a few minutes.</Trans> : <Trans>This market is not listed here, or trading in it is paused. Pick another market to continue.</Trans>}
        actions={
          <>
            <Link to="/{-$locale}/price" className={btn('primary', 'lg')}>
              <Trans>See all markets</Trans>
            </Link>
            <Link to="/{-$locale}/trade/$pair" params={{ pair: 'BTC_USDT' }} className={btn('secondary', 'lg')}>
              <Trans>Trade BTC/USDT</Trans>
            </Link>
          </>
        }
      />
    </Page>
  );
}
