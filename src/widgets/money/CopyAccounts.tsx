/**
 * The user's copy accounts (docs/money-api.md): for each copy, the allocation, equity and PnL,
 * the copied open position at the mark and the last copied trades, and Stop copying (the funds,
 * with the PnL, return to spot). The lead trader's page and /myaccount read the same query.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useMutation, useQuery } from '../../api/hooks';
import type { CopyAccountView, CopyPosition, CopyTrade } from '../../api/trading/money/copytrading';
import { copyAccountsQuery, copyStopMutation } from '../../api/trading/money/queries';
import { useFormat, type Formatters } from '../../i18n/format';
import { DataTable, type Column } from '../../ui/content/DataTable';
import { Card, KeyValues, Notice } from '../../ui/content/Page';
import { btn } from '../../ui/form/Button';
import './money.css';

const usdt = (format: Formatters, value: string) => `${format.number(Number(value), { minimumFractionDigits: 2, maximumFractionDigits: 2 })} USDT`;
const signedUsdt = (format: Formatters, value: string) => `${format.number(Number(value), { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' })} USDT`;
/** Rise or fall by the cents shown (a loss of a tenth of a cent prints 0.00 and is not red). */
const tone = (value: string) => {
  const cents = Math.round(Number(value) * 100);
  return cents > 0 ? 'rise' : cents < 0 ? 'fall' : undefined;
};

function Positions({ copy }: { copy: CopyAccountView }) {
  const { t } = useLingui();
  const format = useFormat();
  const price = (v: string) => format.number(Number(v), { maximumSignificantDigits: 8 });
  const columns: Column<CopyPosition>[] = [
    { id: 'symbol', header: <Trans>Pair</Trans>, cell: (p) => p.symbol.replace('_', '/') },
    { id: 'side', header: <Trans>Side</Trans>, cell: (p) => <span className={p.side === 'long' ? 'rise' : 'fall'}>{p.side === 'long' ? t`Long` : t`Short`}</span> },
    { id: 'size', header: <Trans>Size</Trans>, align: 'end', wide: true, cell: (p) => format.number(Number(p.size), { maximumFractionDigits: 8 }) },
    { id: 'entry', header: <Trans>Entry price</Trans>, align: 'end', cell: (p) => price(p.entry_price) },
    { id: 'mark', header: <Trans>Mark price</Trans>, align: 'end', cell: (p) => price(p.mark_price) },
    { id: 'pnl', header: <Trans>Unrealised PnL</Trans>, align: 'end', cell: (p) => <span className={tone(p.unrealized_pnl)}>{signedUsdt(format, p.unrealized_pnl)}</span> },
  ];
  return (
    <div className="money-scroll">
      <DataTable rows={copy.positions} columns={columns} rowKey={(p) => `${p.symbol}-${p.open_time}`} caption={t`Positions`} testId="copy-positions" empty={<Trans>The lead trader has no open position</Trans>} />
    </div>
  );
}

function Trades({ copy }: { copy: CopyAccountView }) {
  const { t } = useLingui();
  const format = useFormat();
  const columns: Column<CopyTrade>[] = [
    { id: 'time', header: <Trans>Time</Trans>, cell: (r) => format.date(r.close_time, { dateStyle: 'short', timeStyle: 'short' }) },
    { id: 'symbol', header: <Trans>Pair</Trans>, cell: (r) => r.symbol.replace('_', '/') },
    { id: 'side', header: <Trans>Side</Trans>, wide: true, cell: (r) => (r.side === 'long' ? t`Long` : t`Short`) },
    { id: 'pnl', header: <Trans>PnL</Trans>, align: 'end', cell: (r) => <span className={tone(r.pnl)}>{signedUsdt(format, r.pnl)}</span> },
  ];
  if (copy.trades.length === 0) return null;
  return (
    <div className="money-scroll">
      <DataTable rows={copy.trades.slice(0, 5)} columns={columns} rowKey={(r) => `${r.symbol}-${r.close_time}`} caption={t`Trade history`} />
    </div>
  );
}

function CopyCard({ copy, name }: { copy: CopyAccountView; name: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const stop = useMutation(copyStopMutation());
  const [problem, setProblem] = useState<string | null>(null);
  const onStop = () => {
    setProblem(null);
    stop.mutate(
      { copy_id: copy.id },
      {
        onSuccess: (result) => {
          const answer = result.data;
          if (answer === null) setProblem(t`We could not reach the server. Check your connection and try again.`);
          else if (answer.data === null) setProblem(answer.message);
        },
      },
    );
  };
  return (
    <Card className="ui-stack money-block" as="li">
      <div className="ui-row ui-row--between">
        <h3 className="ui-card__title">{name}</h3>
      </div>
      <KeyValues
        items={[
          { label: <Trans>Allocation</Trans>, value: usdt(format, copy.allocation) },
          { label: <Trans>Equity</Trans>, value: <span data-testid="copy-equity">{usdt(format, copy.equity)}</span> },
          { label: <Trans>PnL</Trans>, value: <span className={tone(copy.pnl)} data-testid="copy-pnl">{signedUsdt(format, copy.pnl)}</span> },
          { label: <Trans>Stop loss</Trans>, value: copy.stop_loss_pct === null ? t`None` : format.percent(Number(copy.stop_loss_pct), 0) },
        ]}
      />
      <Positions copy={copy} />
      <Trades copy={copy} />
      <div className="ui-row">
        <button type="button" className={btn('secondary', 'md')} disabled={stop.isPending} onClick={onStop}>
          <Trans>Stop copying</Trans>
        </button>
      </div>
      {problem !== null && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
    </Card>
  );
}

/**
 * The copies (all, or one trader's), and the last stopped one's outcome. `names`: trader id to
 * nickname (the page's lead traders), the id when unknown.
 */
export function CopyAccounts({ traderId, names }: { traderId?: string; names: ReadonlyMap<string, string> }) {
  const format = useFormat();
  const query = useQuery(copyAccountsQuery());
  const all = (query.data?.data ?? []).filter((c) => traderId === undefined || c.trader_id === traderId);
  const live = all.filter((c) => c.status === 'copying');
  const last = all.find((c) => c.status === 'stopped');
  return (
    <div className="ui-stack money-block" data-testid="copy-accounts">
      {live.length > 0 && (
        <ul className="ui-stack" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {live.map((copy) => (
            <CopyCard key={copy.id} copy={copy} name={names.get(copy.trader_id) ?? copy.trader_id} />
          ))}
        </ul>
      )}
      {live.length === 0 && !last && (
        <p className="ui-muted">
          <Trans>You are not copying anyone yet.</Trans>
        </p>
      )}
      {live.length === 0 && last && (
        <Notice>
          <span data-testid="copy-returned">
            <Trans>
              {usdt(format, last.returned ?? '0')} returned to your spot account (PnL {signedUsdt(format, last.pnl)}).
            </Trans>
          </span>
        </Notice>
      )}
    </div>
  );
}
