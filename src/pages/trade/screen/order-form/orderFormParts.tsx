/** The order form's pieces: a dense decimal field, the balance-share buttons, time in force, the summary. */
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, Profiler, useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFormat } from '../../../../i18n/format';
import type { FeePreview, OrderKind, OrderProblem, Side } from './orderMath';

/**
 * Which of the order form's parts rendered (issue 35, section 3: a keystroke renders the fields
 * that changed and the summary): each part is a React <Profiler> whose renders a test can watch.
 * React calls `onRender` in development builds only; in production a Profiler passes its children
 * through.
 */
let formRenderListener: ((part: string) => void) | null = null;
export function watchFormRenders(listener: (part: string) => void): () => void {
  formRenderListener = listener;
  return () => {
    if (formRenderListener === listener) formRenderListener = null;
  };
}
export function FormPart({ part, children }: { part: string; children: ReactNode }) {
  return (
    <Profiler id={part} onRender={onFormRender}>
      {children}
    </Profiler>
  );
}
function onFormRender(part: string): void {
  formRenderListener?.(part);
}

/** A pair-rule problem in words, next to its field. */
export function ProblemText({ problem }: { problem: OrderProblem }) {
  switch (problem.kind) {
    case 'required':
      return problem.field === 'amount' ? <Trans>Enter an amount</Trans> : problem.field === 'price' ? <Trans>Enter a price</Trans> : <Trans>Enter a stop price</Trans>;
    case 'tick': {
      const { tick } = problem;
      return <Trans>Price must be a multiple of {tick}</Trans>;
    }
    case 'step': {
      const { step } = problem;
      return <Trans>Amount must be a multiple of {step}</Trans>;
    }
    case 'minAmount': {
      const { min, asset } = problem;
      return <Trans>Minimum amount is {min} {asset}</Trans>;
    }
    case 'maxAmount': {
      const { max, asset } = problem;
      return <Trans>Maximum amount is {max} {asset}</Trans>;
    }
    case 'minNotional': {
      const { min, asset } = problem;
      return <Trans>Minimum order value is {min} {asset}</Trans>;
    }
    case 'balance':
      return <Trans>Insufficient balance</Trans>;
  }
}

/** Two problems that say the same (validateOrder makes new objects on every render). */
function sameProblem(a: OrderProblem | undefined, b: OrderProblem | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b));
}

/**
 * A labelled decimal input in the exchange's dense style (label at the start, unit at the end,
 * the figure in between); its problem under it, tied by aria-describedby and aria-invalid.
 * Rendered again only when what it shows changes: React rewrites an updated input's `name` and
 * `value` attributes on every commit, and the live price renders the form several times a second
 * (bench/trade-profile.mjs counted 38 `name` writes a second in the form). Its handlers must be
 * stable (useStableHandler) or they would be called as they were at the last render.
 */
export const DecimalField = memo(
  DecimalFieldView,
  (a, b) =>
    a.field === b.field &&
    a.label === b.label &&
    a.value === b.value &&
    a.suffix === b.suffix &&
    a.readOnly === b.readOnly &&
    a.onChange === b.onChange &&
    a.onFocus === b.onFocus &&
    a.onBlur === b.onBlur &&
    sameProblem(a.problem, b.problem),
);

function DecimalFieldView({
  field,
  label,
  value,
  suffix,
  onChange,
  onFocus,
  onBlur,
  problem,
  readOnly,
}: {
  field: string;
  label: string;
  value: string;
  suffix: ReactNode;
  onChange?: (value: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  problem?: OrderProblem;
  readOnly?: boolean;
}) {
  const id = useId();
  const errorId = useId();
  // The figure in the page's decimal mark (issue 39: a Turkish page showed "91388.70"); typed
  // text goes to the form as it is, and the amount rule reads either mark (src/lib/amount.ts).
  const { decimalMark } = useFormat();
  const shown = decimalMark === '.' || !/^-?\d*\.?\d*$/.test(value) ? value : value.replace('.', decimalMark);
  return (
    <FormPart part={`field ${field}`}>
      <div className={`order-field${problem ? ' order-field--invalid' : ''}${readOnly ? ' order-field--readonly' : ''}`}>
        <div className="order-field__box">
          <label className="order-field__label" htmlFor={id}>
            {label}
          </label>
          {/* The "0" shown in an empty field is an element, not the input's placeholder: Chromium
              restyles an input's placeholder with every change of its value (a style pass per
              keystroke, about 1 ms at 4x CPU on the desk, bench/trade.mjs). */}
          <span className="order-field__entry">
            <input
              id={id}
              className="order-field__input"
              inputMode="decimal"
              autoComplete="off"
              value={shown}
              readOnly={readOnly}
              data-field={field}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              onChange={(event) => onChange?.(event.target.value)}
              onFocus={onFocus}
              onBlur={onBlur}
            />
            {/* Always there, its text "0" or none: an element inserted and removed as the field
                empties and fills restyled the document (its `:has()` rules). */}
            {!readOnly && (
              <span className="order-field__hint" aria-hidden="true">
                {shown === '' ? '0' : ''}
              </span>
            )}
          </span>
          <span className="order-field__unit" aria-hidden="true">
            {suffix}
          </span>
        </div>
        {problem && (
          <p id={errorId} className="order-field__error" data-testid={`order-error-${field}`}>
            <ProblemText problem={problem} />
          </p>
        )}
      </div>
    </FormPart>
  );
}

/**
 * A handler that keeps its identity across renders and runs as of the latest render: for the
 * memoised fields above, whose handlers read the form's state.
 */
export function useStableHandler<A extends unknown[]>(handler: (...args: A) => void): (...args: A) => void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

/** 25 / 50 / 75 / 100 % of the available balance (memoised: a keystroke in a field does not render it). */
export const PercentButtons = memo(function PercentButtons({ disabled, onPick }: { disabled: boolean; onPick: (percent: number) => void }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <div className="trade-pct-row order-form__pct" role="group" aria-label={t`Share of balance`}>
      {[25, 50, 75, 100].map((pct) => (
        <button key={pct} type="button" disabled={disabled} onClick={() => onPick(pct)}>
          {format.number(pct / 100, { style: 'percent' })}
        </button>
      ))}
    </div>
  );
});

type TimeInForce = 'gtc' | 'ioc' | 'fok';
const isTimeInForce = (value: string): value is TimeInForce => value === 'gtc' || value === 'ioc' || value === 'fok';

/** Good till canceled, immediate or cancel, fill or kill: their short names, as every exchange shows them (memoised as PercentButtons). */
export const TimeInForceField = memo(function TimeInForceField({ value, onChange, disabled }: { value: TimeInForce; onChange: (value: TimeInForce) => void; disabled: boolean }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="order-form__tif">
      <label htmlFor={id}>
        <Trans>Time in force</Trans>
      </label>
      <select id={id} value={value} disabled={disabled} onChange={(event) => isTimeInForce(event.target.value) && onChange(event.target.value)}>
        <option value="gtc" title={t`Good till canceled`}>
          GTC
        </option>
        <option value="ioc" title={t`Immediate or cancel`}>
          IOC
        </option>
        <option value="fok" title={t`Fill or kill`}>
          FOK
        </option>
      </select>
    </div>
  );
});

/**
 * The fee and the estimated total, shown before the trader confirms; rendered again only when a
 * figure or label it shows changes (the fee preview is a new object each render of the form).
 */
export const OrderSummary = memo(
  OrderSummaryView,
  (a, b) =>
    a.kind === b.kind &&
    a.total === b.total &&
    a.quote === b.quote &&
    a.base === b.base &&
    a.side === b.side &&
    a.received === b.received &&
    a.fee.fee === b.fee.fee &&
    a.fee.currency === b.fee.currency &&
    a.fee.maker === b.fee.maker &&
    a.fee.taker === b.fee.taker,
);

function OrderSummaryView({
  kind,
  fee,
  total,
  quote,
  base,
  side,
  received,
}: {
  kind: OrderKind;
  fee: FeePreview;
  total: string;
  quote: string;
  base: string;
  side: Side;
  /** What arrives after the fee at the taker rate (the most it pays). */
  received: string;
}) {
  const format = useFormat();
  const { maker: makerRate, taker: takerRate } = fee;
  // The terms change with the order type, side and rates, not with a keystroke: the same elements
  // while those stay, so their translations do not render again with each figure.
  const terms = useMemo(() => {
    // A tier's rate can have a third decimal (0.095 %): shown as it is, never rounded up.
    const rate = (value: string) => format.number(Number(value), { style: 'percent', maximumFractionDigits: 3 });
    const maker = rate(makerRate);
    const taker = rate(takerRate);
    return {
      fee: kind === 'market' ? <Trans>Fee (taker {taker})</Trans> : <Trans>Fee (maker {maker} · taker {taker})</Trans>,
      total: side === 'buy' ? <Trans>Est. cost</Trans> : <Trans>Est. proceeds</Trans>,
      received: <Trans>You receive</Trans>,
    };
  }, [format, kind, side, makerRate, takerRate]);
  return (
    <dl className="order-form__summary" data-testid="order-summary">
      <div>
        <dt>{terms.fee}</dt>
        <Figure text={fee.fee === '' ? '—' : `≈ ${fee.fee} ${fee.currency}`} />
      </div>
      <div>
        <dt>{terms.total}</dt>
        <Figure text={total === '' ? '—' : `≈ ${total} ${quote}`} />
      </div>
      <div>
        <dt>{terms.received}</dt>
        <Figure text={received === '' ? '—' : `≈ ${received} ${side === 'buy' ? base : quote}`} />
      </div>
    </dl>
  );
}

/**
 * A summary figure, in a box of its own whose size does not depend on its text (a relayout
 * boundary, orderForm.css): a keystroke lays out the figure, not the form and the page's grid
 * around it. The box is as wide as the longest figure it has shown, in steps of three characters,
 * and does not shrink back while the form stays: a figure typed back and forth keeps its box, and
 * the line around it (the term may wrap beside it) is laid out again only when a figure is longer
 * than any before. Figures do not wrap.
 */
function Figure({ text }: { text: string }) {
  const chars = Math.ceil(text.length / 3) * 3;
  const [widest, setWidest] = useState(chars);
  if (chars > widest) setWidest(chars);
  return (
    <dd className="order-form__num order-form__figure" style={{ inlineSize: `${(Math.max(chars, widest) * FIGURE_CH).toFixed(1)}ch` }}>
      <span>{text}</span>
    </dd>
  );
}

/**
 * The width a figure's character may take, in `ch` (the width of "0" in the page's font): digits,
 * marks and spaces take 0.9-1.0, an asset code's capitals up to 1.5 (measured in Chromium at 12 px).
 */
const FIGURE_CH = 1.1;
