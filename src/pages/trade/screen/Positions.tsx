/**
 * A logged-in user's open futures positions on one contract: the list under the chart and the
 * position lines on it (SPEC section 3), both from the positions endpoint. The chart's close,
 * TP/SL and reverse buttons and the list's do the same thing: close and reverse post at once and
 * refetch; TP/SL opens the position's TP/SL form in the list. A failed action keeps the position
 * and says so.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import { closePosition, fetchPositions, reversePosition, setPositionTpsl, type Position } from '../../../api/endpoints/chart';
import { useQuery, useQueryClient } from '../../../api/hooks';
import { useFormat } from '../../../i18n/format';
import { sanitizeAmount } from '../../../lib/amount';
import { btn } from '../../../ui/form/Button';
import { TextField } from '../../../ui/form/Field';
import { useToast } from '../../../ui/overlay/Toast';
import { Num } from '../../../ui/content/Num';
import { ORDER_TYPE, SIDE, type PositionLine } from '../../../widgets/chart';
import { ShareButton } from '../../../overlays/user/shareModal';
import { useSite } from '../../../site/site';

export interface PositionsState {
  positions: readonly Position[];
  lines: PositionLine[];
  editing: string | null;
  setEditing: (id: string | null) => void;
  act: (action: 'close' | 'reverse', position: Position) => Promise<void>;
  saveTpsl: (position: Position, takeProfit: string, stopLoss: string) => Promise<boolean>;
}

const num = (v: string | number) => {
  const n = Number(v);
  return Number.isFinite(n) ? n : 0;
};

function useLeverageText(): (leverage: number, long: boolean) => string {
  const { t } = useLingui();
  return useCallback((leverage: number, long: boolean) => (long ? t`Long ${leverage}×` : t`Short ${leverage}×`), [t]);
}

// Stable empty lists (a new [] per render was a new `lines` per ticker, and a chart redraw with it).
const NO_POSITIONS: Position[] = [];
const NO_LINES: PositionLine[] = [];

export function usePositions(symbol: string, enabled: boolean, lastPrice: number | undefined, pricePrecision: number): PositionsState {
  const { t } = useLingui();
  const format = useFormat();
  const leverageText = useLeverageText();
  const toast = useToast();
  const client = useQueryClient();
  const queryKey = ['api', 'user', 'positions', symbol];
  const query = useQuery({ queryKey, queryFn: ({ signal }) => fetchPositions({ symbol, signal }), enabled });
  const positions = enabled ? (query.data?.data ?? NO_POSITIONS) : NO_POSITIONS;
  const [editing, setEditing] = useState<string | null>(null);
  const refetch = () => client.invalidateQueries({ queryKey });

  const act = useCallback(
    async (action: 'close' | 'reverse', position: Position) => {
      const result = action === 'close' ? await closePosition({ id: position.id }) : await reversePosition({ id: position.id });
      if (!result.ok) toast(t`The position could not be changed. Try again.`, 'error');
      else toast(action === 'close' ? t`Position closed.` : t`Position reversed.`, 'success');
      await client.invalidateQueries({ queryKey: ['api', 'user', 'positions', symbol] });
    },
    [client, symbol, t, toast],
  );
  const saveTpsl = async (position: Position, takeProfit: string, stopLoss: string) => {
    const result = await setPositionTpsl({ id: position.id, take_profit: takeProfit, stop_loss: stopLoss });
    if (!result.ok) toast(t`The position could not be changed. Try again.`, 'error');
    else toast(t`Take profit and stop loss saved.`, 'success');
    await refetch();
    return result.ok;
  };

  const lines = useMemo(() => {
    // No positions: the same empty list every time, so the chart (which redraws its layers when
    // the list changes) does not redraw with every ticker.
    if (positions.length === 0) return NO_LINES;
    const out: PositionLine[] = [];
    const price = (v: number) => format.number(v, { minimumFractionDigits: pricePrecision, maximumFractionDigits: pricePrecision });
    for (const position of positions) {
      const side = position.side === 1 ? SIDE.Buy : SIDE.Sell;
      const size = num(position.size);
      const entry = num(position.entry_price);
      const pnl = lastPrice === undefined ? undefined : (lastPrice - entry) * size * side;
      out.push({
        id: position.id,
        type: ORDER_TYPE.Position,
        side,
        avgPrice: entry,
        sideText: leverageText(position.leverage, side === SIDE.Buy),
        pnlText: pnl === undefined ? undefined : `${pnl >= 0 ? '+' : ''}${format.number(pnl, { maximumFractionDigits: 2, minimumFractionDigits: 2 })} USDT`,
        pnlValue: pnl === undefined ? undefined : Math.round(pnl * 100) / 100,
        qtyText: format.number(size),
        tpslText: position.take_profit || position.stop_loss ? `TP ${position.take_profit || '–'} / SL ${position.stop_loss || '–'}` : undefined,
        tooltips: { pnl: t`Unrealised PnL`, close: t`Close position`, tpsl: t`Take profit / stop loss`, reverse: t`Reverse position` },
        showCloseButton: true,
        showTPSLButton: true,
        showReverseButton: true,
        onCloseClick: () => void act('close', position),
        onReverseClick: () => void act('reverse', position),
        onTPSLClick: () => setEditing(position.id),
      });
      for (const [value, type, label] of [
        [position.take_profit, ORDER_TYPE.TakeProfit, 'TP'],
        [position.stop_loss, ORDER_TYPE.StopLoss, 'SL'],
      ] as const) {
        if (value) out.push({ id: `${position.id}:${label}`, type, side, avgPrice: num(value), sideText: `${label} ${price(num(value))}` });
      }
    }
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [positions, lastPrice === undefined ? undefined : Math.round(lastPrice * 10 ** pricePrecision), pricePrecision, format, t, act, leverageText]);

  return { positions, lines, editing, setEditing, act, saveTpsl };
}

export function PositionsList({ state, pricePrecision }: { state: PositionsState; pricePrecision: number }) {
  const { t } = useLingui();
  const format = useFormat();
  const leverageText = useLeverageText();
  const site = useSite();
  if (state.positions.length === 0) {
    return (
      <p className="ui-table__empty" style={{ padding: 32, textAlign: 'center' }}>
        <Trans>You have no open positions.</Trans>
      </p>
    );
  }
  const price = (v: string | number) => <Num text={format.number(num(v), { minimumFractionDigits: pricePrecision, maximumFractionDigits: pricePrecision })} />;
  return (
    <ul className="trade-positions" data-testid="positions">
      {state.positions.map((position) => (
        <li key={position.id} className="trade-positions__row" data-position={position.id}>
          <span className={position.side === 1 ? 'rise' : 'fall'}>{leverageText(position.leverage, position.side === 1)}</span>
          <span>
            <Trans>Size</Trans> {format.number(num(position.size))}
          </span>
          <span>
            <Trans>Entry</Trans> {price(position.entry_price)}
          </span>
          <span className="trade-positions__actions">
            <button type="button" className={btn('secondary', 'sm')} onClick={() => state.setEditing(state.editing === position.id ? null : position.id)}>
              <Trans>TP/SL</Trans>
            </button>
            <button type="button" className={btn('secondary', 'sm')} onClick={() => void state.act('reverse', position)}>
              <Trans>Reverse</Trans>
            </button>
            <button type="button" className={btn('secondary', 'sm')} onClick={() => void state.act('close', position)}>
              <Trans>Close</Trans>
            </button>
            <ShareButton
              props={(() => {
                const line = state.lines.find((l) => l.id === position.id);
                return {
                  subWebsiteId: site.id,
                  source: 'futures_position',
                  title: t`My ${position.symbol} position`,
                  shareContent: t`Trading ${position.symbol} perpetual futures`,
                  url: `/futures/USDT/${position.symbol}`,
                  posterContent: {
                    headline: `${position.symbol} · ${leverageText(position.leverage, position.side === 1)}`,
                    ...(line?.pnlText ? { figure: line.pnlText, tone: (line.pnlValue ?? 0) >= 0 ? ('rise' as const) : ('fall' as const) } : {}),
                    caption: t`Entry price ${format.number(num(position.entry_price), { minimumFractionDigits: pricePrecision, maximumFractionDigits: pricePrecision })}`,
                  },
                };
              })()}
            />
          </span>
          {state.editing === position.id && <TpslForm position={position} pricePrecision={pricePrecision} onSave={(tp, sl) => state.saveTpsl(position, tp, sl).then((ok) => ok && state.setEditing(null))} onCancel={() => state.setEditing(null)} />}
        </li>
      ))}
    </ul>
  );
}

function TpslForm({ position, pricePrecision, onSave, onCancel }: { position: Position; pricePrecision: number; onSave: (tp: string, sl: string) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const [tp, setTp] = useState(String(position.take_profit ?? ''));
  const [sl, setSl] = useState(String(position.stop_loss ?? ''));
  return (
    <form
      className="trade-positions__tpsl"
      aria-label={t`Take profit / stop loss`}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(tp, sl);
      }}
    >
      <TextField label={t`Take profit`} inputMode="decimal" value={tp} autoFocus onChange={(e) => setTp(sanitizeAmount(e.target.value, { precision: pricePrecision }))} />
      <TextField label={t`Stop loss`} inputMode="decimal" value={sl} onChange={(e) => setSl(sanitizeAmount(e.target.value, { precision: pricePrecision }))} />
      <button type="submit" className={btn('primary', 'sm')}>
        <Trans>Save</Trans>
      </button>
      <button type="button" className={btn('ghost', 'sm')} onClick={onCancel}>
        <Trans>Cancel</Trans>
      </button>
    </form>
  );
}
