/**
 * A futures contract on the futures account (docs/futures.md): a USDT-margined or coin-margined
 * perpetual, or a quarterly delivery contract. The contract's rules, mark, index, basis and
 * funding (or delivery time) from the backend, the ticker's countdown, the futures form, the
 * lists under the chart and the chart's position lines, all from the same account; the private
 * futures channel keeps it live and says what happened (a fill, funding, TP/SL, a liquidation,
 * the delivery). The chart, book and trades are the contract's underlying market (its index).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '../../../api/hooks';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useFuturesStream, type FuturesNotice } from '../../../api/stream/futuresStream';
import type { FuturesContract, FuturesPosition } from '../../../api/trading/futures';
import { futuresAccountQuery, futuresContractsQuery, placeFuturesOrderMutation } from '../../../api/trading/futuresQueries';
import { useLoggedIn } from '../../../facts/hooks';
import { useFormat } from '../../../i18n/format';
import { useSite } from '../../../site/site';
import { Badge } from '../../../ui/content/Page';
import { useToast } from '../../../ui/overlay/Toast';
import { ORDER_TYPE, SIDE, type PositionLine } from '../../../widgets/chart';
import { LoginLinks } from '../screen/order-form/OrderForm';
import { TradeScreen } from '../screen/TradeScreen';
import { FuturesForm } from './FuturesForm';
import { FuturesLists, type PositionAction } from './FuturesLists';
import { settleOfSymbol } from './futuresFormMath';
import { newClientId } from './ModalSheet';
import './futures.css';

function useSecond(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function countdown(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** One empty list for every render without positions (a new one would redraw the chart's layers). */
const NO_LINES: PositionLine[] = [];

export function PerpetualScreen({ contract, last, change, header }: { contract: FuturesContract; last: number; change: number; header?: ReactNode }) {
  const { t } = useLingui();
  const format = useFormat();
  const toast = useToast();
  const site = useSite();
  const loggedIn = useLoggedIn();
  const now = useSecond();
  const snapshot = useQuery(futuresAccountQuery({ enabled: loggedIn })).data?.data ?? null;
  const positions = useMemo(() => (snapshot?.positions ?? []).filter((p) => p.symbol === contract.symbol), [snapshot, contract.symbol]);
  const [action, setAction] = useState<PositionAction>(null);
  const place = useMutation(placeFuturesOrderMutation());
  const [notice, setNotice] = useState<FuturesNotice | null>(null);

  const settle = contract.settle;
  const delivery = contract.kind === 'delivery';
  const deliveredText = (symbol: string, price: string, amount: string) => t`Delivered: your ${symbol} position was settled at ${price}. PnL: ${amount}`;
  useFuturesStream(site.ws.futures, loggedIn, (n) => {
    const symbol = n.symbol.replace('_', '');
    // The notice's amount is in its contract's settlement currency (a coin for BASE_USD).
    const amount = `${n.amount} ${settleOfSymbol(n.symbol)}`;
    const price = n.price;
    if (n.kind === 'liquidated') {
      setNotice(n);
      toast(t`Liquidated: your ${symbol} position was closed at ${price}.`, 'error');
    } else if (n.kind === 'delivered') {
      setNotice(n);
      toast(deliveredText(symbol, price, amount), 'success');
    } else if (n.kind === 'funding') toast(t`Funding settled on ${symbol}: ${amount}`, 'success');
    else if (n.kind === 'take_profit') toast(t`Take profit reached: ${symbol} closed at ${n.price}.`, 'success');
    else if (n.kind === 'stop_loss') toast(t`Stop loss reached: ${symbol} closed at ${n.price}.`, 'success');
  });

  const { mutateAsync: placeOrder } = place;
  const reverse = useCallback(async (position: FuturesPosition) => {
    const result = await placeOrder({
      symbol: position.symbol,
      side: position.side === 'long' ? 'sell' : 'buy',
      type: 'market',
      size: String(Number(position.size) * 2),
      leverage: position.leverage,
      margin_mode: position.margin_mode,
      reduce_only: false,
      client_id: newClientId(),
    });
    if (result.data === null || result.data.code !== 0) toast(result.data?.message || t`The position could not be changed. Try again.`, 'error');
    else toast(t`Position reversed.`, 'success');
  }, [placeOrder, toast, t]);

  // Rebuilt only when the positions (or the language) change: the chart redraws its layers when
  // the list it gets changes, and this screen renders again with every ticker.
  const lines = useMemo((): PositionLine[] => {
    if (!loggedIn) return NO_LINES;
    const out: PositionLine[] = [];
    for (const p of positions) {
      const side = p.side === 'long' ? SIDE.Buy : SIDE.Sell;
      const pnl = Number(p.unrealized_pnl);
      const leverage = p.leverage;
      out.push({
        id: p.id,
        type: ORDER_TYPE.Position,
        side,
        avgPrice: Number(p.entry_price),
        sideText: p.side === 'long' ? t`Long ${leverage}×` : t`Short ${leverage}×`,
        pnlText: `${pnl >= 0 ? '+' : ''}${format.number(pnl, { minimumFractionDigits: settle === 'USDT' ? 2 : 8, maximumFractionDigits: settle === 'USDT' ? 2 : 8 })} ${settle}`,
        pnlValue: settle === 'USDT' ? Math.round(pnl * 100) / 100 : pnl,
        qtyText: p.size,
        tooltips: { pnl: t`Unrealised PnL`, close: t`Close position`, tpsl: t`Take profit / stop loss`, reverse: t`Reverse position` },
        showCloseButton: true,
        showTPSLButton: true,
        showReverseButton: true,
        onCloseClick: () => setAction({ kind: 'close', position: p }),
        onReverseClick: () => void reverse(p),
        onTPSLClick: () => setAction({ kind: 'tpsl', position: p }),
      });
      for (const [value, type, label] of [
        [p.take_profit, ORDER_TYPE.TakeProfit, 'TP'],
        [p.stop_loss, ORDER_TYPE.StopLoss, 'SL'],
      ] as const) {
        if (value) out.push({ id: `${p.id}:${label}`, type, side, avgPrice: Number(value), sideText: `${label} ${value}` });
      }
      if (Number(p.liquidation_price) > 0) out.push({ id: `${p.id}:liq`, type: ORDER_TYPE.StopLoss, side, avgPrice: Number(p.liquidation_price), sideText: t`Liquidation price` });
    }
    return out;
  }, [positions, loggedIn, settle, format, t, reverse]);

  const funding = Number(contract.funding_rate) * 100;
  const unit = contract.settle;
  const noticeSymbol = notice?.symbol.replace('_', '') ?? '';
  const noticeAmount = notice ? `${notice.amount} ${settleOfSymbol(notice.symbol)}` : '';
  const noticePrice = notice?.price ?? '';
  const basis = Number(contract.basis);
  return (
    <>
      <TradeScreen
        symbol={contract.underlying}
        market={delivery ? 'delivery' : 'futures'}
        base={contract.base}
        quote={contract.quote}
        price={last}
        change={change}
        badge={<Badge tone="accent">{delivery ? t`Delivery` : t`Perpetual · ${unit}-settled`}</Badge>}
        stats={[
          ...(delivery ? [{ label: <Trans>Contract</Trans>, value: <span data-testid="contract-symbol">{contract.symbol.replace('_', '')}</span> }] : []),
          { label: <Trans>Mark price</Trans>, value: <span data-testid="contract-mark">{format.price(Number(contract.mark_price))}</span> },
          { label: <Trans>Index price</Trans>, value: <span data-testid="contract-index">{format.price(Number(contract.index_price))}</span> },
          contract.delivery_time !== null
            ? {
                label: <Trans>Delivery</Trans>,
                value: (
                  <span data-testid="delivery-countdown">
                    {format.date(new Date(contract.delivery_time), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC
                    {/* The countdown once the delivery is within a day (weeks of hours read as noise). */}
                    {contract.delivery_time - now < 86_400_000 && ` · ${countdown(contract.delivery_time - now)}`}
                  </span>
                ),
              }
            : {
                label: <Trans>Funding rate</Trans>,
                value: (
                  <span data-testid="funding-countdown">
                    <span className={funding >= 0 ? 'rise' : 'fall'}>{format.percent(funding, 4)}</span> · {countdown(contract.next_funding_time - now)}
                  </span>
                ),
              },
          ...(delivery ? [{ label: <Trans>Basis</Trans>, value: <span data-testid="contract-basis">{format.number(basis, { minimumFractionDigits: contract.price_precision, maximumFractionDigits: contract.price_precision })}</span> }] : []),
          { label: <Trans>Max leverage</Trans>, value: `${contract.max_leverage}×` },
        ]}
        formHeader={header}
        formPanel={<FuturesForm contract={contract} snapshot={snapshot} last={last} loggedIn={loggedIn} login={<LoginLinks />} />}
        ordersPanel={<FuturesLists contract={contract} positions={positions} loggedIn={loggedIn} action={action} setAction={setAction} onReverse={(p) => void reverse(p)} />}
        positionLines={lines}
      />
      {notice?.kind === 'delivered' && (
        <div className="futures-notice futures-notice--info" role="status" data-testid="delivery-notice">
          {deliveredText(noticeSymbol, notice.price, noticeAmount)}
          <button type="button" className="futures-notice__close" onClick={() => setNotice(null)} aria-label={t`Close`}>
            ×
          </button>
        </div>
      )}
      {notice?.kind === 'liquidated' && (
        <div className="futures-notice" role="alert" data-testid="liquidation-notice">
          <strong>
            <Trans>Position liquidated</Trans>
          </strong>{' '}
          {t`Your ${noticeSymbol} position was closed at ${noticePrice}; its margin (${noticeAmount}) is lost.`}
          <button type="button" className="futures-notice__close" onClick={() => setNotice(null)} aria-label={t`Close`}>
            ×
          </button>
        </div>
      )}
    </>
  );
}

/** The contracts the backend lists; undefined while loading (a failure is the documented empty list). */
export function useContracts(): readonly FuturesContract[] | undefined {
  return useQuery(futuresContractsQuery()).data?.data;
}
