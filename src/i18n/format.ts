/**
 * Numbers, money, percentages and dates in the active locale, through Intl (DESIGN habits).
 * Formatters are cached per locale and option set: tables format thousands of cells.
 */
import { useMemo } from 'react';
import { intlLocale } from './locales';
import { useLocale } from './useLocale';
import { zeroRun } from './zeroRun';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * Decimals that keep `digits` significant digits of `value` (at least 0): 97342.5 -> 0,
 * 2.4183 -> 4, 0.000000008712 -> 12 (for 4 digits). A tiny price keeps its digits wherever a fixed
 * precision (an alpha link's "price precision 8") would round it to one unit of the last decimal.
 */
export function significantDecimals(value: number, digits = 5): number {
  const abs = Math.abs(value);
  if (!(abs > 0) || !Number.isFinite(abs)) return 0;
  return Math.min(20, Math.max(0, digits - 1 - Math.floor(Math.log10(abs))));
}

/**
 * A price's display decimals: the pair's (or the page's) precision, raised until the price keeps
 * at least five significant digits (issue 35: tiny alpha prices collapsed to 0.00000001).
 */
export function displayDecimals(value: number, precision: number): number {
  return Math.max(precision, significantDecimals(value, 5));
}

/** Significant decimals for a price: more for small prices (0.00001234), fewer for large. */
function priceDecimals(value: number): number {
  const abs = Math.abs(value);
  if (abs === 0) return 2;
  if (abs >= 100) return 2;
  if (abs >= 1) return 4;
  const leadingZeros = Math.floor(-Math.log10(abs));
  return Math.min(12, leadingZeros + 4);
}

export interface Formatters {
  locale: string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** A price with decimals suited to its size, or exactly `decimals`. */
  price(value: number, decimals?: number): string;
  /** Money in a fiat currency (ISO 4217). */
  money(value: number, currency: string, options?: Intl.NumberFormatOptions): string;
  /** 1.2345 -> "+1.23%" (sign always shown). `value` is in percent. */
  change(value: number): string;
  /** 12.5 -> "12.50%". `value` is in percent. */
  percent(value: number, decimals?: number): string;
  /** 1234567 -> "1.23M". */
  compact(value: number): string;
  date(value: Date | string | number, options?: Intl.DateTimeFormatOptions): string;
  /**
   * The decimal mark an input shows in this locale ("," in Turkish, "." in English): inputs carry
   * no grouping and accept either mark as typed (src/lib/amount.ts).
   */
  decimalMark: '.' | ',';
}

export function formatters(tag: string): Formatters {
  const mark = numberFormat(tag, {}).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
  return {
    locale: tag,
    decimalMark: mark === ',' ? ',' : '.',
    number: (value, options = {}) => numberFormat(tag, options).format(value),
    price: (value, decimals) => {
      const digits = decimals ?? priceDecimals(value);
      return numberFormat(tag, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
    },
    money: (value, currency, options = {}) => {
      try {
        return numberFormat(tag, { style: 'currency', currency, ...options }).format(value);
      } catch {
        return `${numberFormat(tag, { maximumFractionDigits: 2 }).format(value)} ${currency}`;
      }
    },
    change: (value) =>
      numberFormat(tag, {
        style: 'percent',
        signDisplay: 'exceptZero',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(value / 100),
    percent: (value, decimals = 2) =>
      numberFormat(tag, {
        style: 'percent',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }).format(value / 100),
    compact: (value) =>
      numberFormat(tag, { notation: 'compact', maximumFractionDigits: 2 }).format(value),
    date: (value, options = { dateStyle: 'medium' }) => {
      const date = value instanceof Date ? value : new Date(value);
      return Number.isNaN(date.getTime()) ? '' : dateFormat(tag, options).format(date);
    },
  };
}

export function useFormat(): Formatters {
  const locale = useLocale();
  return useMemo(() => formatters(intlLocale(locale)), [locale]);
}

// The zero run lives in a module of its own, without React or the locale: the book's worker draws it (./zeroRun.ts).
export { ZERO_RUN_MIN, zeroRun } from './zeroRun';

const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

/**
 * The zero count as plain text, for places that take no markup (an <option>, a title):
 * "0.000000008712" -> "0.0₈8712"; a number without a long zero run comes back as it is.
 */
export function zeroCountText(formatted: string): string {
  const run = zeroRun(formatted);
  if (!run) return formatted;
  const count = String(run.zeros).replace(/\d/g, (d) => SUBSCRIPT_DIGITS[Number(d)]!);
  return `${run.head}0${count}${run.tail}`;
}
