/**
 * /convert/{from}/{to}: swap one asset for another at a quote from the backend (docs/money-api.md).
 * The quote holds 10 s, counted down on screen from the server's expiry (corrected by the gap
 * between the server's clock and ours when it arrived) and asked for again when it lapses;
 * Convert executes it at the quoted amounts, or shows the server's reason (a lapsed quote is
 * refused by the server's clock, and a fresh one is fetched at once). The history lists what was
 * converted.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useState } from 'react';
import { useLoggedIn } from '../../facts/hooks';
import { sanitizeAmount } from '../../lib/amount';
import { SelectField, TextField } from '../../ui/form/Field';
import { useFormat } from '../../i18n/format';
import { useMarkets } from '../../widgets/market-data';
import { Card, KeyValues, Notice, Page, PageHeader, Section } from '../../ui/content/Page';
import { DataTable, type Column } from '../../ui/content/DataTable';
import { btn } from '../../ui/form/Button';
import { useSite } from '../../site/site';
import { layoutKey } from '../../widgets/chart';
import { useLiveTicker } from './screen/live';
import { ChartPanel, precisionOf } from '../../widgets/chart';
import { useMutation, useQuery } from '../../api/hooks';
import { balanceOf } from '../../api/trading/endpoints';
import { spotBalancesQuery } from '../../api/trading/queries';
import { CONVERT_CODES, type ConvertQuote, type ConvertRecord } from '../../api/trading/money/convert';
import { convertExecuteMutation, convertHistoryQuery, convertQuoteMutation } from '../../api/trading/money/queries';

/** A quote as held on screen: its expiry on our clock. */
interface HeldQuote {
  readonly quote: ConvertQuote;
  readonly expiresAt: number;
}

/** Ticks every quarter second while `on`, telling `onTick` the time: the countdown's clock. */
function useTicker(on: boolean, onTick: (now: number) => void): void {
  const tick = useEffectEvent(onTick);
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => tick(Date.now()), 250);
    return () => clearInterval(timer);
  }, [on]);
}

function ConvertHistory() {
  const { t } = useLingui();
  const format = useFormat();
  const history = useQuery(convertHistoryQuery());
  const columns: Column<ConvertRecord>[] = [
    { id: 'time', header: <Trans>Time</Trans>, sortValue: (r) => r.time, cell: (r) => format.date(r.time, { dateStyle: 'short', timeStyle: 'medium' }) },
    { id: 'paid', header: <Trans>You pay</Trans>, align: 'end', cell: (r) => `${format.number(Number(r.from_amount), { maximumFractionDigits: 8 })} ${r.from}` },
    { id: 'received', header: <Trans>You receive</Trans>, align: 'end', cell: (r) => `${format.number(Number(r.to_amount), { maximumFractionDigits: 8 })} ${r.to}` },
    { id: 'rate', header: <Trans>Rate</Trans>, align: 'end', wide: true, cell: (r) => `1 ${r.from} = ${format.number(Number(r.rate), { maximumSignificantDigits: 8 })} ${r.to}` },
  ];
  return (
    <Section title={<Trans>Convert history</Trans>}>
      <DataTable rows={history.data?.data ?? []} columns={columns} rowKey={(r) => r.id} caption={t`Convert history`} initialSort={{ id: 'time', direction: 'desc' }} testId="convert-history" empty={<Trans>Nothing to show yet.</Trans>} />
    </Section>
  );
}

export function ConvertPage({ from, to }: { from: string; to: string }) {
  const loggedIn = useLoggedIn();
  const { t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const { markets } = useMarkets();
  const [amount, setAmount] = useState('100');
  const [held, setHeld] = useState<HeldQuote | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<ConvertRecord | null>(null);
  const site = useSite();
  const quoteCall = useMutation(convertQuoteMutation());
  const execute = useMutation(convertExecuteMutation());
  const balances = useQuery(spotBalancesQuery({ enabled: loggedIn }));
  const available = balances.data ? balanceOf(balances.data.data, from).available : null;
  const balance = available === null ? null : `${format.number(Number(available), { maximumFractionDigits: 8 })} ${from}`;
  // The crypto side against USDT: its chart shows below, and its live price is the indicative rate.
  const crypto = from === 'USDT' ? to : from;
  const chartSymbol = `${crypto}_USDT`;
  const ticker = useLiveTicker(crypto === 'USDT' ? undefined : site.ws.spot, chartSymbol);
  const prices = new Map<string, number>([['USDT', 1], ...markets.filter((m) => m.quote === 'USDT').map((m) => [m.base, m.last] as [string, number])]);
  if (ticker) prices.set(crypto, ticker.last);
  const assets = [...prices.keys()];
  const [now, setNow] = useState(() => Date.now());
  const remaining = held === null ? 0 : Math.max(0, Math.ceil((held.expiresAt - now) / 1000));
  const lapsed = held !== null && remaining === 0;

  const ask = () => {
    setProblem(null);
    quoteCall.mutate(
      { from, to, amount },
      {
        onSuccess: (result) => {
          const answer = result.data;
          if (answer === null) setProblem(t`We could not reach the server. Check your connection and try again.`);
          else if (answer.data === null) {
            setHeld(null);
            setProblem(answer.message);
          } else {
            setNow(Date.now());
            setHeld({ quote: answer.data, expiresAt: answer.data.expire_time + (Date.now() - answer.data.create_time) });
          }
        },
      },
    );
  };

  // The countdown; a lapsed quote is asked for again at once (SPEC: quotes hold 10 s).
  useTicker(held !== null, (time) => {
    setNow(time);
    if (held !== null && time >= held.expiresAt && !quoteCall.isPending) ask();
  });

  const go = (next: { from?: string; to?: string }) => {
    setHeld(null);
    setDone(null);
    void navigate({ to: '/{-$locale}/convert/$from/$to', params: { from: next.from ?? from, to: next.to ?? to } });
  };

  const confirm = () => {
    if (!held) return;
    setProblem(null);
    execute.mutate(
      { quote_id: held.quote.id },
      {
        onSuccess: (result) => {
          const answer = result.data;
          if (answer === null) {
            setProblem(t`We could not reach the server. Check your connection and try again.`);
            return;
          }
          if (answer.data === null) {
            setProblem(answer.message);
            setHeld(null);
            if (answer.code === CONVERT_CODES.quoteExpired) ask();
            return;
          }
          setHeld(null);
          setDone(answer.data);
        },
      },
    );
  };

  const quote = held?.quote;
  return (
    <Page>
      <PageHeader title={<Trans>Convert</Trans>} lead={<Trans>Swap between assets in one step at a guaranteed rate, with no trading fee.</Trans>} />
      <Card className="ui-stack">
        <div className="ui-grid ui-grid--2">
          <div className="ui-stack" style={{ gap: 10 }}>
            <TextField
              label={t`You pay`}
              inputMode="decimal"
              value={amount}
              suffix={from}
              hint={balance === null ? undefined : t`Available: ${balance}`}
              onChange={(e) => {
                setHeld(null);
                setDone(null);
                setAmount(sanitizeAmount(e.target.value, { precision: 8 }));
              }}
            />
            <SelectField label={t`Asset to pay with`} value={from} onChange={(e) => go({ from: e.target.value === to ? to : e.target.value, to: e.target.value === to ? from : to })} options={assets.map((a) => ({ value: a, label: a }))} />
          </div>
          <div className="ui-stack" style={{ gap: 10 }}>
            <TextField label={t`You receive`} value={quote ? format.number(Number(quote.to_amount), { maximumFractionDigits: 8 }) : ''} suffix={to} readOnly data-testid="convert-receive" />
            <SelectField label={t`Asset to receive`} value={to} onChange={(e) => go({ to: e.target.value === from ? from : e.target.value, from: e.target.value === from ? to : from })} options={assets.map((a) => ({ value: a, label: a }))} />
          </div>
        </div>
        <KeyValues
          items={[
            { label: <Trans>Rate</Trans>, value: quote ? `1 ${from} = ${format.number(Number(quote.rate), { maximumSignificantDigits: 8 })} ${to}` : '—' },
            { label: <Trans>Fee</Trans>, value: <Trans>None</Trans> },
          ]}
        />
        {quote && (
          <p className="ui-muted" role="timer" aria-live="off" data-testid="convert-countdown" data-quote={quote.id}>
            {lapsed ? <Trans>Refreshing the quote…</Trans> : <Trans>Quote expires in {remaining} s</Trans>}
          </p>
        )}
        <div className="ui-row">
          {loggedIn && quote ? (
            <button type="button" className={btn('primary', 'lg')} disabled={execute.isPending || lapsed} onClick={confirm}>
              <Trans context="button">Convert</Trans>
            </button>
          ) : (
            <button type="button" className={btn('primary', 'lg')} disabled={!loggedIn || quoteCall.isPending || !(Number(amount) > 0)} onClick={ask}>
              <Trans>Get a quote</Trans>
            </button>
          )}
          <button type="button" className={btn('ghost', 'lg')} onClick={() => go({ from: to, to: from })}>
            <Trans>Swap direction</Trans>
          </button>
        </div>
        {!loggedIn && <Notice>{<Trans>Log in to confirm the conversion. Quotes are valid for 10 seconds.</Trans>}</Notice>}
        {problem !== null && (
          <p className="field__error" role="alert" data-testid="convert-problem">
            {problem}
          </p>
        )}
        {done && (
          <Notice>
            <span data-testid="convert-done">
              {format.number(Number(done.from_amount), { maximumFractionDigits: 8 })} {done.from} → {format.number(Number(done.to_amount), { maximumFractionDigits: 8 })} {done.to}
            </span>
          </Notice>
        )}
      </Card>
      {loggedIn && <ConvertHistory />}
      {crypto !== 'USDT' && prices.has(crypto) && (
        <div className="trade-screen__panel trade-convert__chart" data-testid="convert-chart">
          <ChartPanel symbol={chartSymbol} streamUrl={site.ws.spot} layoutKey={layoutKey('convert')} pricePrecision={precisionOf(prices.get(crypto) ?? 1)} />
        </div>
      )}
    </Page>
  );
}
