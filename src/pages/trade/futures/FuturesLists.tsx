/**
 * Under the futures chart: Positions (size, entry, mark, unrealized PnL and ROE, margin, margin
 * ratio, liquidation price, TP/SL, with Close by market or limit through a confirmation that shows
 * the price and the estimated PnL, Reverse and TP/SL), Open orders, Order history, Position
 * history and Funding history, all from the futures account (docs/futures.md).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '../../../api/hooks';
import { setPositionTpsl } from '../../../api/endpoints/chart';
import { useState, type ReactNode } from 'react';
import type { FuturesContract, FuturesOrder, FuturesPosition } from '../../../api/trading/futures';
import { invalidateFutures, cancelFuturesOrderMutation, futuresFundingHistoryQuery, futuresOpenOrdersQuery, futuresOrderHistoryQuery, futuresPositionHistoryQuery, placeFuturesOrderMutation } from '../../../api/trading/futuresQueries';
import { useFormat } from '../../../i18n/format';
import { ShareButton } from '../../../overlays/user/shareModal';
import { useSite } from '../../../site/site';
import { sanitizeAmount } from '../../../lib/amount';
import { btn } from '../../../ui/form/Button';
import { Segmented } from '../../../ui/form/Field';
import { TabList, useTabs } from '../../../ui/form/Tabs';
import { DecimalField } from '../screen/order-form/orderFormParts';
import { priceForField } from '../screen/order-form/orderMath';
import { closePnl, faceOf, settleOfSymbol, sizeShare } from './futuresFormMath';
import { ModalSheet, newClientId, Rows } from './ModalSheet';

type Tab = 'positions' | 'open' | 'orders' | 'history' | 'funding';
export type PositionAction = { kind: 'close' | 'tpsl'; position: FuturesPosition } | null;

const signed = (value: string) => (value.startsWith('-') ? 'fall' : Number(value) > 0 ? 'rise' : undefined);
const unitOf = settleOfSymbol;
/** A coin amount keeps 8 decimals (a satoshi); USDT 2 (4 for funding). */
const digitsOf = (currency: string, usdt = 2) => (currency === 'USDT' ? usdt : 8);

export function FuturesLists({
  contract,
  positions,
  loggedIn,
  action,
  setAction,
  onReverse,
}: {
  contract: FuturesContract;
  positions: readonly FuturesPosition[];
  loggedIn: boolean;
  action: PositionAction;
  setAction: (action: PositionAction) => void;
  onReverse: (position: FuturesPosition) => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const site = useSite();
  const [tab, setTab] = useState<Tab>('positions');
  const tabs = useTabs(tab, setTab);
  const page = { page: 1, limit: 20 };
  const openOrders = useQuery(futuresOpenOrdersQuery('', { enabled: loggedIn && tab === 'open' })).data?.data ?? [];
  const orders = useQuery(futuresOrderHistoryQuery(page, { enabled: loggedIn && tab === 'orders' })).data?.data.list ?? [];
  const history = useQuery(futuresPositionHistoryQuery(page, { enabled: loggedIn && tab === 'history' })).data?.data.list ?? [];
  const funding = useQuery(futuresFundingHistoryQuery(page, { enabled: loggedIn && tab === 'funding' })).data?.data.list ?? [];
  const cancel = useMutation(cancelFuturesOrderMutation());
  const time = (ms: number) => format.date(new Date(ms), { dateStyle: 'short', timeStyle: 'medium' });
  const pct = (v: string) => format.percent(Number(v) * 100, 2);
  const num = (v: string, digits = 4) => format.number(Number(v), { maximumFractionDigits: digits });
  const sideText = (side: 'long' | 'short' | 'buy' | 'sell') => (side === 'long' || side === 'buy' ? t`Long` : t`Short`);
  const empty = (text: ReactNode) => <p className="ui-table__empty futures-empty">{text}</p>;
  const table = (head: ReactNode[], rows: ReactNode[][], testId: string) => (
    <div className="futures-table-wrap">
      <table className="ui-table futures-table" data-testid={testId}>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={i} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i}>
              {cells.map((c, j) => (
                <td key={j}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  const settle = contract.settle;
  const orderType = (o: FuturesOrder) => (o.type === 'limit' ? t`Limit` : o.type === 'market' ? t({ message: 'Market', context: 'order type' }) : t`Stop`);

  let body: ReactNode;
  if (!loggedIn) body = empty(<Trans>Log in to see your orders.</Trans>);
  else if (tab === 'positions')
    body =
      positions.length === 0
        ? empty(<Trans>You have no open positions.</Trans>)
        : table(
            [t`Contract`, t`Size`, t`Entry price`, t`Mark price`, t`Unrealised PnL (ROE)`, t`Margin`, t`Margin ratio`, t`Liquidation price`, t`TP/SL`, ''],
            positions.map((p) => [
              <span key="s">
                {p.symbol.replace('_', '')} <span className={p.side === 'long' ? 'rise' : 'fall'}>{sideText(p.side)} {p.leverage}×</span>
              </span>,
              `${p.size} ${contract.inverse ? t`Contracts` : contract.base}`,
              num(p.entry_price, contract.price_precision),
              <span key="m" data-testid="position-mark">{num(p.mark_price, contract.price_precision)}</span>,
              <span key="u" className={signed(p.unrealized_pnl)} data-testid="position-pnl">
                {num(p.unrealized_pnl, digitsOf(settle))} {settle} ({pct(p.roe)})
              </span>,
              `${num(p.margin, digitsOf(settle))} ${settle} (${p.margin_mode === 'cross' ? t`Cross` : t`Isolated`})`,
              pct(p.margin_ratio),
              <span key="l" data-testid="position-liq">{Number(p.liquidation_price) > 0 ? num(p.liquidation_price, contract.price_precision) : '—'}</span>,
              `${p.take_profit || '—'} / ${p.stop_loss || '—'}`,
              <span key="a" className="futures-actions">
                <button type="button" className={btn('secondary', 'sm')} onClick={() => setAction({ kind: 'close', position: p })} data-testid="position-close">
                  <Trans>Close</Trans>
                </button>
                <button type="button" className={btn('ghost', 'sm')} onClick={() => onReverse(p)}>
                  <Trans>Reverse position</Trans>
                </button>
                <button type="button" className={btn('ghost', 'sm')} onClick={() => setAction({ kind: 'tpsl', position: p })}>
                  <Trans>TP/SL</Trans>
                </button>
                {contract.kind === 'perpetual' && (
                  <ShareButton
                    props={{
                      subWebsiteId: site.id,
                      source: 'futures_position',
                      title: t`My ${p.symbol} position`,
                      shareContent: t`Trading ${p.symbol} perpetual futures`,
                      url: `/futures/${settle}/${p.symbol}`,
                      posterContent: {
                        headline: `${p.symbol} · ${sideText(p.side)} ${p.leverage}×`,
                        figure: `${num(p.unrealized_pnl, digitsOf(settle))} ${settle}`,
                        tone: Number(p.unrealized_pnl) >= 0 ? 'rise' : 'fall',
                        caption: t`Entry price ${num(p.entry_price, contract.price_precision)}`,
                      },
                    }}
                  />
                )}
              </span>,
            ]),
            'positions-table',
          );
  else if (tab === 'open')
    body =
      openOrders.length === 0
        ? empty(<Trans>You have no open orders.</Trans>)
        : table(
            [t`Time`, t`Contract`, t`Side`, t`Type`, t`Price`, t`Size`, ''],
            openOrders.map((o) => [
              time(o.create_time),
              o.symbol.replace('_', ''),
              <span key="s" className={o.side === 'buy' ? 'rise' : 'fall'}>
                {o.reduce_only ? (o.side === 'buy' ? t`Close short` : t`Close long`) : o.side === 'buy' ? t`Open long` : t`Open short`}
              </span>,
              orderType(o),
              o.price ?? o.stop_price ?? '—',
              o.size,
              <button key="c" type="button" className={btn('ghost', 'sm')} onClick={() => cancel.mutate({ id: o.id })}>
                <Trans>Cancel</Trans>
              </button>,
            ]),
            'futures-open-orders',
          );
  else if (tab === 'orders')
    body =
      orders.length === 0
        ? empty(<Trans>No orders in the last 7 days.</Trans>)
        : table(
            [t`Time`, t`Contract`, t`Side`, t`Type`, t`Price`, t`Size`, t`Status`, t`Realized PnL`],
            orders.map((o) => [time(o.update_time), o.symbol.replace('_', ''), o.reduce_only ? (o.side === 'buy' ? t`Close short` : t`Close long`) : o.side === 'buy' ? t`Open long` : t`Open short`, orderType(o), o.avg_price ?? o.price ?? '—', o.filled === '0' ? o.size : o.filled, o.status, num(o.realized_pnl, 2)]),
            'futures-order-history',
          );
  else if (tab === 'history')
    body =
      history.length === 0
        ? empty(<Trans>No closed positions yet.</Trans>)
        : table(
            [t`Time`, t`Contract`, t`Side`, t`Size`, t`Entry price`, t`Close price`, t`Realized PnL`, t`Status`],
            history.map((h) => [
              time(h.close_time),
              h.symbol.replace('_', ''),
              `${sideText(h.side)} ${h.leverage}×`,
              h.size,
              num(h.entry_price, contract.price_precision),
              num(h.close_price, contract.price_precision),
              <span key="p" className={signed(h.realized_pnl)}>
                {num(h.realized_pnl, digitsOf(unitOf(h.symbol)))} {unitOf(h.symbol)}
              </span>,
              <span key="r" data-testid="history-reason">{h.reason === 'liquidated' ? t`Liquidated` : h.reason === 'take_profit' ? t`Take profit` : h.reason === 'stop_loss' ? t`Stop loss` : h.reason === 'delivered' ? t`Delivered` : t`Closed`}</span>,
            ]),
            'futures-position-history',
          );
  else
    body =
      funding.length === 0
        ? empty(<Trans>No funding payments yet.</Trans>)
        : table(
            [t`Time`, t`Contract`, t`Side`, t`Size`, t`Funding rate`, t`Amount`],
            funding.map((f) => [time(f.time), f.symbol.replace('_', ''), sideText(f.side), f.size, format.percent(Number(f.rate) * 100, 4), <span key="a" className={signed(f.amount)}>
                {num(f.amount, digitsOf(unitOf(f.symbol), 4))} {unitOf(f.symbol)}
              </span>,
            ]),
            'futures-funding-history',
          );

  return (
    <section className="trade-screen__panel trade-screen__orders" aria-label={t`Your orders`} data-testid="orders-panel">
      <TabList
        label={t`Your orders`}
        tabsApi={tabs}
        tabs={[
          { value: 'positions', label: <>{t`Positions`} ({positions.length})</> },
          { value: 'open', label: <Trans>Open orders</Trans> },
          { value: 'orders', label: <Trans>Order history</Trans> },
          { value: 'history', label: <Trans>Position history</Trans> },
          { value: 'funding', label: <Trans>Funding history</Trans> },
        ]}
      />
      <div {...tabs.panelProps(tab)}>{body}</div>
      {action?.kind === 'close' && <CloseDialog contract={contract} position={action.position} onClose={() => setAction(null)} />}
      {action?.kind === 'tpsl' && <TpslDialog contract={contract} position={action.position} onClose={() => setAction(null)} />}
    </section>
  );
}

/** Close by market or limit, in full or in part: the price and the estimated PnL before confirming; the server's answer after. */
function CloseDialog({ contract, position, onClose }: { contract: FuturesContract; position: FuturesPosition; onClose: () => void }) {
  const { t } = useLingui();
  const [kind, setKind] = useState<'market' | 'limit'>('market');
  const [price, setPrice] = useState(priceForField(Number(position.mark_price), contract));
  const [size, setSize] = useState(position.size);
  const [error, setError] = useState('');
  const place = useMutation(placeFuturesOrderMutation());
  const at = kind === 'market' ? position.mark_price : price;
  const pnl = closePnl(position.side, position.entry_price, at, size, faceOf(contract));
  const quote = contract.quote;
  const submit = async () => {
    setError('');
    const result = await place.mutateAsync({
      symbol: position.symbol,
      side: position.side === 'long' ? 'sell' : 'buy',
      type: kind,
      price: kind === 'limit' ? price : undefined,
      size,
      leverage: position.leverage,
      margin_mode: position.margin_mode,
      reduce_only: true,
      client_id: newClientId(),
    });
    if (result.data === null) setError(t`The order could not be sent. Check your connection and try again.`);
    else if (result.data.code !== 0) setError(result.data.message);
    else onClose();
  };
  return (
    <ModalSheet title={t`Close position`} onClose={onClose} testId="close-dialog">
      <div className="ui-stack futures-modal__body">
        <Segmented
          size="sm"
          label={t`Order type`}
          value={kind}
          onChange={setKind}
          options={[
            { value: 'market', label: <Trans context="order type">Market</Trans> },
            { value: 'limit', label: <Trans>Limit</Trans> },
          ]}
        />
        {kind === 'limit' && <DecimalField field="close-price" label={t`Price`} value={price} suffix={quote} onChange={(v) => setPrice(sanitizeAmount(v, { precision: contract.price_precision }))} />}
        <DecimalField field="close-size" label={t`Size`} value={size} suffix={contract.inverse ? t`Contracts` : contract.base} onChange={(v) => setSize(sanitizeAmount(v, { precision: contract.amount_precision }))} />
        <div className="futures-actions">
          {[25, 50, 100].map((p) => (
            <button key={p} type="button" className={btn('ghost', 'sm')} onClick={() => setSize(sizeShare(position.size, p, contract.amount_step))}>
              {p}%
            </button>
          ))}
        </div>
        <Rows
          rows={[
            [<Trans key="p">Price</Trans>, kind === 'market' ? `≈ ${position.mark_price} ${quote} (${t`Mark price`})` : `${price} ${quote}`, 'price'],
            [<Trans key="e">Entry price</Trans>, `${position.entry_price} ${quote}`],
            [<Trans key="n">Est. PnL</Trans>, <span key="v" className={signed(pnl)} data-testid="close-pnl">{pnl === '' ? '—' : `≈ ${pnl} ${contract.settle}`}</span>, 'pnl'],
          ]}
        />
        {error && (
          <p className="order-form__outcome order-form__outcome--error" role="alert">
            {error}
          </p>
        )}
        <div className="futures-modal__actions">
          <button type="button" className={btn('secondary', 'md')} onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className={btn('primary', 'md')} onClick={() => void submit()} aria-busy={place.isPending || undefined} data-testid="close-confirm">
            <Trans>Confirm</Trans>
          </button>
        </div>
      </div>
    </ModalSheet>
  );
}

/** Take profit and stop loss of a position, set on the account (the position's TP/SL endpoint). */
function TpslDialog({ contract, position, onClose }: { contract: FuturesContract; position: FuturesPosition; onClose: () => void }) {
  const { t } = useLingui();
  const [tp, setTp] = useState(position.take_profit);
  const [sl, setSl] = useState(position.stop_loss);
  const [error, setError] = useState('');
  const save = useTpsl();
  return (
    <ModalSheet title={t`Take profit / stop loss`} onClose={onClose} testId="tpsl-dialog">
      <div className="ui-stack futures-modal__body">
        <DecimalField field="tp" label={t`Take profit`} value={tp} suffix={contract.quote} onChange={(v) => setTp(sanitizeAmount(v, { precision: contract.price_precision }))} />
        <DecimalField field="sl" label={t`Stop loss`} value={sl} suffix={contract.quote} onChange={(v) => setSl(sanitizeAmount(v, { precision: contract.price_precision }))} />
        {error && (
          <p className="order-form__outcome order-form__outcome--error" role="alert">
            {error}
          </p>
        )}
        <div className="futures-modal__actions">
          <button type="button" className={btn('secondary', 'md')} onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            className={btn('primary', 'md')}
            onClick={() =>
              void save(position.id, tp, sl).then((ok) => {
                if (ok) onClose();
                else setError(t`The position could not be changed. Try again.`);
              })
            }
          >
            <Trans>Confirm</Trans>
          </button>
        </div>
      </div>
    </ModalSheet>
  );
}

function useTpsl(): (id: string, takeProfit: string, stopLoss: string) => Promise<boolean> {
  const client = useQueryClient();
  return async (id, takeProfit, stopLoss) => {
    const result = await setPositionTpsl({ id, take_profit: takeProfit, stop_loss: stopLoss });
    await invalidateFutures(client);
    return result.ok;
  };
}
