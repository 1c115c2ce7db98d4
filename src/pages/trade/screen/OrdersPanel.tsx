/** The trading screen's orders panel: positions (futures), open orders and order history tabs. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useLoggedIn } from '../../../facts/hooks';

export function OrdersPanel({ positions }: { positions?: ReactNode }) {
  const { t } = useLingui();
  const [tab, setTab] = useState<'positions' | 'open' | 'history'>(positions ? 'positions' : 'open');
  const loggedIn = useLoggedIn();
  return (
    <section className="trade-screen__panel trade-screen__orders" aria-label={t`Your orders`}>
      <div className="ui-tabs" role="tablist" aria-label={t`Your orders`}>
        {positions && (
          <button type="button" role="tab" aria-selected={tab === 'positions'} className="ui-tabs__tab" onClick={() => setTab('positions')}>
            <Trans>Positions</Trans>
          </button>
        )}
        <button type="button" role="tab" aria-selected={tab === 'open'} className="ui-tabs__tab" onClick={() => setTab('open')}>
          <Trans>Open orders</Trans>
        </button>
        <button type="button" role="tab" aria-selected={tab === 'history'} className="ui-tabs__tab" onClick={() => setTab('history')}>
          <Trans>Order history</Trans>
        </button>
      </div>
      {tab === 'positions' && positions ? (
        positions
      ) : (
      <p className="ui-table__empty" style={{ padding: 32, textAlign: 'center' }}>
        {loggedIn ? (tab === 'open' ? <Trans>You have no open orders.</Trans> : <Trans>No orders in the last 7 days.</Trans>) : <Trans>Log in to see your orders.</Trans>}
      </p>
      )}
    </section>
  );
}
