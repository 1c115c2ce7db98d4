/**
 * The order form's arithmetic, pure and on decimal strings (no binary floating point: 0.1 + 0.2
 * must not become an amount the server refuses as off its step). The form previews what the
 * backend will do (price x amount, the fee at the pair's rate, amounts rounded DOWN to the pair's
 * step so a percentage of the balance never asks for more than the balance) and checks the pair's
 * rules before calling; the server still decides (docs/trading-api.md).
 *
 * Numbers are held as bigint counts of 10^-SCALE. Every rule, price and balance of the API has
 * far fewer decimals than SCALE.
 */

const SCALE = 24;
const ONE = 10n ** BigInt(SCALE);

/** The pair's rules, as the backend's pair-rules endpoint answers them (docs/trading-api.md). */
export interface PairRules {
  readonly base: string;
  readonly quote: string;
  readonly price_tick: string;
  readonly amount_step: string;
  readonly min_amount: string;
  readonly max_amount: string;
  readonly min_notional: string;
  readonly maker_fee_rate: string;
  readonly taker_fee_rate: string;
  readonly price_precision: number;
  readonly amount_precision: number;
}

export type Side = 'buy' | 'sell';
export type OrderKind = 'limit' | 'market' | 'stop_limit';

/** A decimal string as a scaled bigint, or null when it is not a plain non-negative decimal. */
export function parse(value: string | number | null | undefined): bigint | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return null;
  const whole = match[1] || '0';
  const fraction = (match[2] ?? '').slice(0, SCALE).padEnd(SCALE, '0');
  return BigInt(whole) * ONE + BigInt(fraction);
}

/** One formatter for every call: toLocaleString with options builds a new one each time (the profile's top script function while typing under a live market). */
const plainDecimal = new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 20 });

/** A JavaScript number in plain decimal notation (no exponent), for the stream's prices. */
function numberText(value: number): string {
  if (!Number.isFinite(value) || value < 0) return '';
  // Most prices print plainly already (String(89441.5)); only exponents need the formatter.
  const plain = String(value);
  return plain.includes('e') ? plainDecimal.format(value) : plain;
}

/** A scaled bigint as a decimal string with at most `decimals` decimals, cut (not rounded), trailing zeros dropped. */
export function show(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / ONE;
  const fraction = (abs % ONE).toString().padStart(SCALE, '0').slice(0, Math.max(0, decimals)).replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : `${whole}`;
  return negative && text !== '0' ? `-${text}` : text;
}

/** The number of decimals a step such as "0.00001" has (5), or of any decimal string. */
export function decimalsOf(step: string): number {
  const dot = step.indexOf('.');
  return dot === -1 ? 0 : step.slice(dot + 1).replace(/0+$/, '').length;
}

function mul(a: bigint, b: bigint): bigint {
  return (a * b) / ONE;
}

function div(a: bigint, b: bigint): bigint {
  return b === 0n ? 0n : (a * ONE) / b;
}

/** The largest multiple of `step` at most `value` (rounding down); `value` itself without a step. */
function floorTo(value: bigint, step: bigint): bigint {
  if (step <= 0n || value <= 0n) return value < 0n ? 0n : value;
  return (value / step) * step;
}

/** `value` rounded down to a multiple of `step`, as the field shows it. */
export function floorToStep(value: string, step: string): string {
  const v = parse(value);
  const s = parse(step);
  if (v === null || s === null) return '';
  return show(floorTo(v, s), decimalsOf(step));
}

/** `value` cut (never rounded up) to `decimals` decimals: a balance is never shown as more than it is. */
export function floorToDecimals(value: string, decimals: number): string {
  const v = parse(value);
  return v === null ? '' : show(v, decimals);
}

/** Whether `value` is a whole multiple of `step`. */
export function onStep(value: string, step: string): boolean {
  const v = parse(value);
  const s = parse(step);
  if (v === null || s === null || s === 0n) return true;
  return v % s === 0n;
}

/** The decimals a total in the quote asset is shown with: the price's, at least 2, at most 8. */
export function totalDecimals(rules: Pick<PairRules, 'price_precision'>): number {
  return Math.min(8, Math.max(2, rules.price_precision));
}

/** price x amount in the quote asset, cut to the total's decimals; '' when either is missing. */
export function totalOf(price: string, amount: string, rules: Pick<PairRules, 'price_precision'>): string {
  const p = parse(price);
  const a = parse(amount);
  if (p === null || a === null || p === 0n || a === 0n) return '';
  return show(mul(p, a), totalDecimals(rules));
}

/** The amount a total buys at a price, rounded down to the step (typing the Total field). */
export function amountFromTotal(total: string, price: string, rules: Pick<PairRules, 'amount_step'>): string {
  const t = parse(total);
  const p = parse(price);
  const s = parse(rules.amount_step);
  if (t === null || p === null || s === null || p === 0n || t === 0n) return '';
  return show(floorTo(div(t, p), s), decimalsOf(rules.amount_step));
}

/**
 * The amount for a share of the available balance: a buy spends `percent` of the quote at the
 * price, a sell sells `percent` of the base; rounded down to the step, so the order never costs
 * more than the balance. '' when there is nothing to spend or no price.
 */
export function amountForPercent(
  percent: number,
  side: Side,
  available: string,
  price: string,
  rules: Pick<PairRules, 'amount_step'>,
): string {
  const balance = parse(available);
  const step = parse(rules.amount_step);
  if (balance === null || step === null || balance === 0n) return '';
  const share = (balance * BigInt(Math.round(Math.min(100, Math.max(0, percent)) * 100))) / 10_000n;
  let amount: bigint;
  if (side === 'sell') amount = share;
  else {
    const p = parse(price);
    if (p === null || p === 0n) return '';
    amount = div(share, p);
  }
  const floored = floorTo(amount, step);
  return floored === 0n ? '' : show(floored, decimalsOf(rules.amount_step));
}

/** What the order costs: the quote a buy spends, the base a sell gives up. */
export function costOf(side: Side, price: string, amount: string): bigint | null {
  const a = parse(amount);
  if (a === null) return null;
  if (side === 'sell') return a;
  const p = parse(price);
  return p === null ? null : mul(p, a);
}

export interface FeePreview {
  /** The fee rate this order pays if it takes (market, marketable limit) or makes (resting limit). */
  readonly taker: string;
  readonly maker: string;
  /** The fee at the taker rate (the most it pays), in the asset received; '' without an amount. */
  readonly fee: string;
  readonly currency: string;
}

/** The fee is charged in the asset received (a buy pays in base, a sell in quote): docs/trading-api.md. */
export function feePreview(side: Side, price: string, amount: string, rules: PairRules): FeePreview {
  const a = parse(amount);
  const p = parse(price);
  const rate = parse(rules.taker_fee_rate) ?? 0n;
  const currency = side === 'buy' ? rules.base : rules.quote;
  const preview = { taker: rules.taker_fee_rate, maker: rules.maker_fee_rate, currency, fee: '' };
  if (a === null || a === 0n) return preview;
  if (side === 'buy') return { ...preview, fee: show(mul(a, rate), decimalsOf(rules.amount_step) + 4) };
  if (p === null || p === 0n) return preview;
  return { ...preview, fee: show(mul(mul(p, a), rate), totalDecimals(rules) + 4) };
}

/** What arrives after the fee at the taker rate (the most it pays): base for a buy, quote for a sell. */
export function receivedAfterFee(side: Side, price: string, amount: string, rules: PairRules): string {
  const a = parse(amount);
  const p = parse(price);
  const rate = parse(rules.taker_fee_rate);
  if (a === null || p === null || rate === null || a === 0n || p === 0n) return '';
  const gross = side === 'buy' ? a : mul(p, a);
  const decimals = side === 'buy' ? decimalsOf(rules.amount_step) + 4 : totalDecimals(rules) + 4;
  return show(gross - mul(gross, rate), decimals);
}

/** A validation failure, in data: the form says it in words next to its field. */
export type OrderProblem =
  | { readonly field: 'price' | 'stopPrice'; readonly kind: 'required' }
  | { readonly field: 'price' | 'stopPrice'; readonly kind: 'tick'; readonly tick: string }
  | { readonly field: 'amount'; readonly kind: 'required' }
  | { readonly field: 'amount'; readonly kind: 'step'; readonly step: string }
  | { readonly field: 'amount'; readonly kind: 'minAmount'; readonly min: string; readonly asset: string }
  | { readonly field: 'amount'; readonly kind: 'maxAmount'; readonly max: string; readonly asset: string }
  | { readonly field: 'total'; readonly kind: 'minNotional'; readonly min: string; readonly asset: string }
  | { readonly field: 'total'; readonly kind: 'balance' };

export interface OrderDraft {
  readonly kind: OrderKind;
  readonly side: Side;
  /** The limit price (limit, stop-limit); for a market order the last price, for the preview. */
  readonly price: string;
  readonly stopPrice: string;
  readonly amount: string;
  /** The available balance of the asset the order spends (quote for a buy, base for a sell). */
  readonly available: string | null;
}

function positive(value: string): boolean {
  const v = parse(value);
  return v !== null && v > 0n;
}

/** Every rule of the pair the draft breaks, at most one per field, in the order the fields show. */
export function validateOrder(draft: OrderDraft, rules: PairRules): OrderProblem[] {
  const problems: OrderProblem[] = [];
  const priced = draft.kind !== 'market';
  if (draft.kind === 'stop_limit') {
    if (!positive(draft.stopPrice)) problems.push({ field: 'stopPrice', kind: 'required' });
    else if (!onStep(draft.stopPrice, rules.price_tick)) problems.push({ field: 'stopPrice', kind: 'tick', tick: rules.price_tick });
  }
  if (priced) {
    if (!positive(draft.price)) problems.push({ field: 'price', kind: 'required' });
    else if (!onStep(draft.price, rules.price_tick)) problems.push({ field: 'price', kind: 'tick', tick: rules.price_tick });
  }
  const amount = parse(draft.amount);
  if (amount === null || amount === 0n) {
    problems.push({ field: 'amount', kind: 'required' });
    return problems;
  }
  const min = parse(rules.min_amount) ?? 0n;
  const max = parse(rules.max_amount);
  if (amount < min) problems.push({ field: 'amount', kind: 'minAmount', min: rules.min_amount, asset: rules.base });
  else if (max !== null && max > 0n && amount > max) problems.push({ field: 'amount', kind: 'maxAmount', max: rules.max_amount, asset: rules.base });
  else if (!onStep(draft.amount, rules.amount_step)) problems.push({ field: 'amount', kind: 'step', step: rules.amount_step });
  const price = parse(draft.price);
  if (price === null || price === 0n) return problems;
  const notional = mul(price, amount);
  const minNotional = parse(rules.min_notional) ?? 0n;
  if (notional < minNotional) problems.push({ field: 'total', kind: 'minNotional', min: rules.min_notional, asset: rules.quote });
  else if (draft.available !== null) {
    const cost = costOf(draft.side, draft.price, draft.amount);
    const available = parse(draft.available) ?? 0n;
    if (cost !== null && cost > available) problems.push({ field: 'total', kind: 'balance' });
  }
  return problems;
}

/** A limit price in the field's form: the live price cut to the tick (never a stale listing). */
export function priceForField(price: number, rules: Pick<PairRules, 'price_tick'>): string {
  const text = numberText(price);
  return text === '' ? '' : floorToStep(text, rules.price_tick);
}
