/**
 * The spot order form (issue 35, docs/trading-api.md): every number it shows comes from the
 * backend (pair rules, balances) or the stream (the last price); its own arithmetic is the
 * preview of ./orderMath (price x amount, the fee at the pair's rate, rounding down to the steps).
 * With `account="margin"` the same form trades the pair's isolated margin account (docs/margin.md):
 * "Available" and the % buttons are that account's (borrowed funds included, once borrowed: an
 * explicit Borrow step in the account panel, no auto-borrow), and orders go to the margin endpoint.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { memo, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { balanceOf, TRADING_CODES, type PlaceOrderParams } from '../../../../api/trading/endpoints';
import { useMutation, useQuery } from '../../../../api/hooks';
import { pairRuleQuery, placeOrderMutation, spotBalancesQuery } from '../../../../api/trading/queries';
import { marginAccountQuery, placeMarginOrderMutation } from '../../../../api/trading/marginQueries';
import { useFormat } from '../../../../i18n/format';
import { normalizeAmountOnBlur, sanitizeAmount } from '../../../../lib/amount';
import { btn } from '../../../../ui/form/Button';
import { Segmented } from '../../../../ui/form/Field';
import { TabList, useTabs } from '../../../../ui/form/Tabs';
import { bookPickAtom } from '../book/bookPick';
import { useLastDefined } from '../keepLast';
import { forgetFundPassword, useFundPasswordGate } from './fundPasswordGate';
import { useFollowedValue, useLiveValue, type LiveValue } from './liveValue';
import type { OrderFormOptions, OrderSide } from './OrderForm';
import { DecimalField, FormPart, OrderSummary, PercentButtons, TimeInForceField, useStableHandler } from './orderFormParts';
import {
  amountForPercent,
  amountFromTotal,
  feePreview,
  floorToDecimals,
  priceForField,
  receivedAfterFee,
  totalDecimals,
  totalOf,
  validateOrder,
  type OrderKind,
  type OrderProblem,
  type PairRules,
} from './orderMath';

type Tif = 'gtc' | 'ioc' | 'fok';
type Field = 'price' | 'stopPrice' | 'amount' | 'total';

interface Outcome {
  readonly tone: 'ok' | 'error';
  readonly text: string;
}

export function SpotOrderForm({
  base,
  quote,
  price: livePrice,
  sideLabels,
  extra,
  loggedIn,
  login,
  account: accountKind = 'spot',
}: OrderFormOptions & { loggedIn: boolean; login: ReactNode }) {
  const { t } = useLingui();
  const symbol = `${base}_${quote}`;
  const rulesQuery = useQuery(pairRuleQuery(symbol));
  // Once the form has rules it keeps them while they are fetched again: a session change
  // (resetSession on login or logout), the demo's fault switch or a refetch that fails would
  // otherwise swap the form for the placeholder, and the trader's typed values would go with it.
  const kept = useLastDefined(rulesQuery.data);
  const rules = kept?.symbol === symbol ? kept : undefined;
  const margin = accountKind === 'margin';
  const spot = useQuery(spotBalancesQuery({ enabled: loggedIn && !margin })).data?.data;
  const isolated = useQuery(marginAccountQuery(symbol, { enabled: loggedIn && margin })).data?.data;
  // The isolated account's two assets as balances (null: none yet, or no isolated margin for the
  // pair), kept while unchanged: the form below is memoised on its props.
  const isolatedBalances = useMemo(() => (isolated ? { list: [isolated.base, isolated.quote], seq: isolated.seq } : undefined), [isolated]);
  const account = margin ? isolatedBalances : spot;
  const labels = useMemo(() => sideLabels ?? { buy: <Trans>Buy</Trans>, sell: <Trans>Sell</Trans> }, [sideLabels]);
  // The live price as a subscription (./liveValue): a ticker renders this wrapper, and the form
  // only where it follows the price.
  const live = useLiveValue(livePrice);

  if (rules === undefined) {
    return (
      <form className="trade-order-form order-form" aria-label={t`Place order`} data-testid="order-form" aria-busy={rulesQuery.isPending}>
        {extra}
        {!rulesQuery.isPending && (
          <p className="order-form__unavailable" role="status">
            <Trans>Trading {base}/{quote} is unavailable right now. Please try again later.</Trans>
          </p>
        )}
        {!loggedIn && login}
      </form>
    );
  }
  return (
    <SpotForm
      rules={rules}
      symbol={symbol}
      live={live}
      labels={labels}
      extra={extra}
      loggedIn={loggedIn}
      login={login}
      available={account === undefined || account.seq < 0 ? null : account}
      margin={margin}
    />
  );
}

/** What the entry part holds that placing an order needs (OrderEntry's handle). */
interface EntryValues {
  readonly price: string;
  readonly stopPrice: string;
  readonly amount: string;
}

interface EntryHandle {
  /** The pair rules' problems with the values as they are now. */
  readonly problems: readonly OrderProblem[];
  /** The values to place; a limit price still following the market stays where it is sent. */
  settle(): EntryValues;
  /** After a placed order: the amount and total empty, nothing touched. */
  reset(): void;
  /** A click on a book level: that limit price. */
  pickPrice(price: string): void;
}

/**
 * The form's frame: side, order type, options, placing and its outcome. The values the trader
 * types live in OrderEntry below, so a keystroke renders the entry (the fields that changed and
 * the summary) and nothing of this (bench/trade.mjs: the desk's typing under a live market).
 */
const SpotForm = memo(function SpotForm({
  rules,
  symbol,
  live,
  labels,
  extra,
  loggedIn,
  login,
  available: account,
  margin,
}: {
  margin: boolean;
  rules: PairRules;
  symbol: string;
  live: LiveValue;
  labels: { buy: ReactNode; sell: ReactNode };
  extra: ReactNode;
  loggedIn: boolean;
  login: ReactNode;
  available: { list: readonly { currency: string; available: string; locked: string }[] } | null;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const { base, quote } = rules;
  const [side, setSide] = useState<OrderSide>('buy');
  const [kind, setKind] = useState<OrderKind>('limit');
  const [tif, setTif] = useState<Tif>('gtc');
  const [postOnly, setPostOnly] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const entry = useRef<EntryHandle>(null);
  const placeSpot = useMutation(placeOrderMutation());
  const placeMargin = useMutation(placeMarginOrderMutation());
  const place = margin ? placeMargin : placeSpot;
  const gate = useFundPasswordGate(loggedIn);
  const submitRef = useRef<HTMLButtonElement>(null);
  const onKind = useStableHandler((next: OrderKind) => {
    setKind(next);
    setSubmitted(false);
  });
  const tabs = useTabs(kind, onKind);

  const spend = side === 'buy' ? quote : base;
  const availableText = account === null ? null : balanceOf({ list: account.list, seq: 0 }, spend).available;
  const amountDecimals = rules.amount_precision;

  // A click on an order book level: that price, as a limit order.
  const pick = useAtomValue(bookPickAtom);
  const lastPick = useRef(pick?.nonce);
  useEffect(() => {
    if (!pick || pick.nonce === lastPick.current) return;
    lastPick.current = pick.nonce;
    setKind((current) => (current === 'market' ? 'limit' : current));
    entry.current?.pickPrice(pick.price);
  }, [pick]);

  // Each edit clears the last outcome; with none shown this renders nothing.
  const onEdit = useStableHandler(() => {
    if (outcome !== null) setOutcome(null);
  });
  const onSide = useStableHandler((next: OrderSide) => {
    setSide(next);
    setOutcome(null);
    setSubmitted(false);
  });

  const send = async (values: EntryValues, fundPassword?: string) => {
    const params: PlaceOrderParams = {
      symbol,
      side,
      type: kind,
      amount: values.amount,
      client_id: newClientId(),
      ...(fundPassword === undefined ? {} : { fund_password: fundPassword }),
      ...(kind === 'market' ? {} : { price: values.price }),
      ...(kind === 'stop_limit' ? { stop_price: values.stopPrice } : {}),
      ...(kind === 'limit' ? { time_in_force: postOnly ? 'poc' : tif } : {}),
    };
    const result = await place.mutateAsync(params);
    const answer = result.data;
    if (answer === null) {
      setOutcome({ tone: 'error', text: t`Your order was not placed: the exchange did not answer. Please try again.` });
    } else if (answer.code !== 0 || answer.order === null) {
      // A wrong fund password: the hour it was confirmed for is forgotten, the next order asks again.
      if (answer.code === TRADING_CODES.wrongFundPassword) forgetFundPassword();
      setOutcome({ tone: 'error', text: answer.message || t`Your order was not placed.` });
    } else {
      const order = answer.order;
      setOutcome({
        tone: 'ok',
        text:
          order.status === 'filled'
            ? t`Order filled.`
            : order.status === 'untriggered'
              ? t`Stop-limit order placed. It waits for its stop price.`
              : order.status === 'partially_filled'
                ? t`Order placed and partly filled.`
                : order.status === 'canceled' || order.status === 'rejected'
                  ? order.reason ?? t`Your order was not placed.`
                  : t`Order placed.`,
      });
      entry.current?.reset();
      setSubmitted(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const current = entry.current;
    if (!loggedIn || place.isPending || !current) return;
    setSubmitted(true);
    setOutcome(null);
    if (current.problems.length > 0) {
      const first = current.problems[0]!.field;
      event.currentTarget.querySelector<HTMLInputElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    const values = current.settle();
    gate((fundPassword) => void send(values, fundPassword), submitRef.current);
  };

  const available =
    availableText === null
      ? '—'
      : `${format.number(Number(floorToDecimals(availableText, side === 'buy' ? totalDecimals(rules) : amountDecimals)), { maximumFractionDigits: side === 'buy' ? totalDecimals(rules) : amountDecimals })} ${spend}`;

  return (
    <form className="trade-order-form order-form" aria-label={t`Place order`} data-testid="order-form" data-side={side} data-account={margin ? 'margin' : 'spot'} onSubmit={onSubmit} noValidate>
      <SideSwitch side={side} onSide={onSide} labels={labels} />
      <KindTabs tabsApi={tabs} />
      {/* The parts below that do not change with a keystroke are elements of this render: the
          entry's renders reuse them as they are. */}
      <OrderEntry
        ref={entry}
        rules={rules}
        live={live}
        side={side}
        kind={kind}
        submitted={submitted}
        loggedIn={loggedIn}
        availableText={availableText}
        onEdit={onEdit}
        panelProps={tabs.panelProps(kind)}
        head={
          <>
            {extra}
            <div className="order-form__available">
              <span>
                <Trans>Available</Trans>
              </span>
              <span className="order-form__num" data-testid="order-available">
                {loggedIn ? available : '—'}
              </span>
            </div>
          </>
        }
        options={
          kind === 'limit' && (
            <div className="order-form__options">
              <PostOnlyCheck checked={postOnly} onChange={setPostOnly} />
              <TimeInForceField value={tif} onChange={setTif} disabled={postOnly} />
            </div>
          )
        }
      />
      {loggedIn ? (
        <button
          ref={submitRef}
          type="submit"
          className={btn('primary', 'lg', `trade-order-form__submit trade-order-form__submit--${side}`)}
          aria-busy={place.isPending || undefined}
          aria-disabled={place.isPending || undefined}
          data-testid="order-submit"
        >
          {place.isPending && <span className="order-form__spinner" aria-hidden="true" />}
          {side === 'buy' ? labels.buy : labels.sell} {base}
        </button>
      ) : (
        login
      )}
      {outcome &&
        (outcome.tone === 'error' ? (
          <p className="order-form__outcome order-form__outcome--error" role="alert" data-testid="order-outcome">
            {outcome.text}
          </p>
        ) : (
          <p className="order-form__outcome" role="status" data-testid="order-outcome">
            {outcome.text}
          </p>
        ))}
    </form>
  );
});

/**
 * The fields, the share buttons and the summary, with the values the trader types: a keystroke
 * renders this, the fields whose value changed and the summary. The limit price follows the live
 * price until the trader edits the form or puts the caret in it; while it does (and for a market
 * order's preview) this renders with each live price, and not once it is frozen.
 */
function OrderEntry({
  ref,
  rules,
  live: liveValue,
  side,
  kind,
  submitted,
  loggedIn,
  availableText,
  onEdit,
  panelProps,
  head,
  options,
}: {
  ref: Ref<EntryHandle>;
  rules: PairRules;
  live: LiveValue;
  side: OrderSide;
  kind: OrderKind;
  submitted: boolean;
  loggedIn: boolean;
  availableText: string | null;
  onEdit: () => void;
  panelProps: HTMLAttributes<HTMLDivElement>;
  head: ReactNode;
  options: ReactNode;
}) {
  const { t } = useLingui();
  const { base, quote } = rules;
  const [price, setPrice] = useState('');
  const [stopPrice, setStopPrice] = useState('');
  const [amount, setAmount] = useState('');
  const [total, setTotal] = useState('');
  // Until the trader edits the form, the limit price follows the live last price (never a stale listing).
  const [following, setFollowing] = useState(true);
  // Whether the price stopped following only because the trader's caret went into it (see holdPrice).
  const heldByFocus = useRef(false);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const followed = useFollowedValue(liveValue, kind === 'market' || (following && price === ''));
  const live = followed === null ? '' : priceForField(followed, rules);
  const shownPrice = following && price === '' ? live : price;
  // The price the preview and the checks use: the limit price, or the last price for a market order.
  const effective = kind === 'market' ? live : shownPrice;
  const priceDecimals = rules.price_precision;
  const amountDecimals = rules.amount_precision;

  const problems = validateOrder(
    { kind, side, price: effective, stopPrice, amount, available: loggedIn ? availableText : null },
    rules,
  );
  const shown = (field: Field): OrderProblem | undefined => {
    const problem = problems.find((p) => p.field === field);
    if (!problem) return undefined;
    // "Enter an amount" waits for a submit; the rest show once the field has a value the trader typed.
    if (submitted) return problem;
    return problem.kind !== 'required' && touched.has(field === 'total' ? 'amount' : field) ? problem : undefined;
  };
  const edit = (field: Field) => {
    heldByFocus.current = false;
    // The first edit freezes the limit price where the live price was: it stops moving under the trader.
    if (following) {
      setFollowing(false);
      if (price === '' && field !== 'price') setPrice(live);
    }
    onEdit();
    if (!touched.has(field)) setTouched(new Set(touched).add(field));
  };

  useImperativeHandle(ref, () => ({
    problems,
    settle() {
      if (kind !== 'market' && price === '') setPrice(shownPrice);
      return { price: shownPrice, stopPrice, amount };
    },
    reset() {
      setAmount('');
      setTotal('');
      setTouched(new Set());
    },
    pickPrice(next) {
      heldByFocus.current = false;
      setFollowing(false);
      setPrice(next);
      setTotal(totalOf(next, amount, rules));
    },
  }));

  // The caret in the price holds it where it is: a live price written into the field would move
  // the caret to its end and drop the trader's selection, so what they type next lands after the
  // old figure and the pair's decimals cut it away (seen in a test run under load: "89432.8" +
  // "12345.6" typed over it became 89432.8 again). Leaving it untouched lets it follow again.
  const holdPriceNow = () => {
    if (!following || price !== '') return;
    heldByFocus.current = true;
    setFollowing(false);
    setPrice(live);
  };
  const leavePriceNow = () => {
    if (heldByFocus.current) {
      heldByFocus.current = false;
      setFollowing(true);
      setPrice('');
      return;
    }
    setPrice(normalizeAmountOnBlur(shownPrice));
  };
  const onPriceNow = (value: string) => {
    edit('price');
    const next = sanitizeAmount(value, { precision: priceDecimals });
    setPrice(next);
    setTotal(totalOf(next, amount, rules));
  };
  const onAmountNow = (value: string) => {
    edit('amount');
    const next = sanitizeAmount(value, { precision: amountDecimals });
    setAmount(next);
    setTotal(totalOf(effective, next, rules));
  };
  const onTotalNow = (value: string) => {
    edit('amount');
    const next = sanitizeAmount(value, { precision: totalDecimals(rules) });
    setTotal(next);
    setAmount(amountFromTotal(next, effective, rules));
  };
  const onStopPriceNow = (value: string) => {
    edit('stopPrice');
    setStopPrice(sanitizeAmount(value, { precision: priceDecimals }));
  };
  const leaveStopPriceNow = () => setStopPrice(normalizeAmountOnBlur(stopPrice));
  const leaveAmountNow = () => setAmount(normalizeAmountOnBlur(amount));
  const leaveTotalNow = () => setTotal(normalizeAmountOnBlur(total));
  const onPercentNow = (percent: number) => {
    edit('amount');
    const next = amountForPercent(percent, side, availableText ?? '0', effective, rules);
    setAmount(next);
    setTotal(totalOf(effective, next, rules));
  };

  // The fields are memoised on stable handlers that run as of the latest render: one ref and one
  // layout effect for all of them (a useStableHandler each was ten effects per keystroke).
  const now = {
    holdPrice: holdPriceNow,
    leavePrice: leavePriceNow,
    onPrice: onPriceNow,
    onAmount: onAmountNow,
    onTotal: onTotalNow,
    onStopPrice: onStopPriceNow,
    leaveStopPrice: leaveStopPriceNow,
    leaveAmount: leaveAmountNow,
    leaveTotal: leaveTotalNow,
    onPercent: onPercentNow,
  };
  const latest = useRef(now);
  useLayoutEffect(() => {
    latest.current = now;
  });
  const [on] = useState(() => ({
    holdPrice: () => latest.current.holdPrice(),
    leavePrice: () => latest.current.leavePrice(),
    onPrice: (value: string) => latest.current.onPrice(value),
    onAmount: (value: string) => latest.current.onAmount(value),
    onTotal: (value: string) => latest.current.onTotal(value),
    onStopPrice: (value: string) => latest.current.onStopPrice(value),
    leaveStopPrice: () => latest.current.leaveStopPrice(),
    leaveAmount: () => latest.current.leaveAmount(),
    leaveTotal: () => latest.current.leaveTotal(),
    onPercent: (percent: number) => latest.current.onPercent(percent),
  }));

  const fee = feePreview(side, effective, amount, rules);
  return (
    <FormPart part="entry">
      <div className="order-form__fields" {...panelProps}>
        {head}
        {kind === 'stop_limit' && (
          <DecimalField
            field="stopPrice"
            label={t`Stop price`}
            value={stopPrice}
            suffix={quote}
            onChange={on.onStopPrice}
            onBlur={on.leaveStopPrice}
            problem={shown('stopPrice')}
          />
        )}
        {kind === 'market' ? (
          <DecimalField field="price" label={t`Price`} value={t`Best market price`} suffix={quote} readOnly />
        ) : (
          <DecimalField
            field="price"
            label={t`Price`}
            value={shownPrice}
            suffix={quote}
            onChange={on.onPrice}
            onFocus={on.holdPrice}
            onBlur={on.leavePrice}
            problem={shown('price')}
          />
        )}
        <DecimalField field="amount" label={t`Amount`} value={amount} suffix={base} onChange={on.onAmount} onBlur={on.leaveAmount} problem={shown('amount')} />
        <PercentButtons disabled={!loggedIn || availableText === null} onPick={on.onPercent} />
        <DecimalField field="total" label={t`Total`} value={total} suffix={quote} onChange={on.onTotal} onBlur={on.leaveTotal} problem={shown('total')} />
        {options}
      </div>
      <OrderSummary kind={kind} fee={fee} total={totalOf(effective, amount, rules)} quote={quote} side={side} base={base} received={receivedAfterFee(side, effective, amount, rules)} />
    </FormPart>
  );
}

/** Post only, rendered again only when it changes (as the form's fields: see DecimalField). */
/**
 * The side and the order type: memoised with stable handlers, so that a keystroke in a field
 * renders neither (the desk's typing under a live market, bench/trade.mjs).
 */
const SideSwitch = memo(function SideSwitch({ side, onSide, labels }: { side: OrderSide; onSide: (side: OrderSide) => void; labels: { buy: ReactNode; sell: ReactNode } }) {
  const { t } = useLingui();
  return (
    <FormPart part="side">
      <Segmented
        label={t`Side`}
        value={side}
        onChange={onSide}
        options={[
          { value: 'buy', label: labels.buy, className: 'ui-segmented__option--buy' },
          { value: 'sell', label: labels.sell, className: 'ui-segmented__option--sell' },
        ]}
      />
    </FormPart>
  );
});

const KindTabs = memo(
  function KindTabs({ tabsApi }: { tabsApi: ReturnType<typeof useTabs<OrderKind>> }) {
    const { t } = useLingui();
    return (
      <FormPart part="type">
        <TabList
          label={t`Order type`}
          tabsApi={tabsApi}
          className="ui-tabs order-form__types"
          tabs={[
            { value: 'limit', label: <Trans>Limit</Trans> },
            { value: 'market', label: <Trans context="order type">Market</Trans> },
            { value: 'stop_limit', label: <Trans>Stop-limit</Trans> },
          ]}
        />
      </FormPart>
    );
  },
  // useTabs gives a new object each render; its ids come from one useId, its handler is stable.
  (a, b) => a.tabsApi.value === b.tabsApi.value && a.tabsApi.onChange === b.tabsApi.onChange,
);

const PostOnlyCheck = memo(function PostOnlyCheck({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="order-form__check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <Trans>Post only</Trans>
    </label>
  );
});

/** The idempotency key of one placement (docs/trading-api.md). */
function newClientId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `c${Date.now()}${Math.random().toString(36).slice(2)}`;
}

