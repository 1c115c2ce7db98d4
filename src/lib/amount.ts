/**
 * The decimal amount input rule of SPEC section 5: empty allowed; a leading minus stripped
 * unless negatives are allowed; precision 0 removes dots and drops a leading zero; otherwise a
 * leading dot becomes "0." and a double leading zero collapses; only digits with at most the
 * given decimals (default 2); above max (default 999999999999) clamped. On blur a trailing dot
 * is removed and integers are normalised.
 */
export interface AmountRule {
  precision?: number;
  max?: number;
  allowNegative?: boolean;
}

const DEFAULT_AMOUNT_PRECISION = 2;
const DEFAULT_AMOUNT_MAX = 999_999_999_999;

export function sanitizeAmount(input: string, rule: AmountRule = {}): string {
  const precision = rule.precision ?? DEFAULT_AMOUNT_PRECISION;
  const max = rule.max ?? DEFAULT_AMOUNT_MAX;
  if (input === '') return '';
  let sign = '';
  let value = input.replace(/,/g, '.');
  if (value.startsWith('-')) {
    sign = rule.allowNegative ? '-' : '';
    value = value.replace(/^-+/, '');
  }
  if (precision === 0) {
    value = value.replace(/\D/g, '');
    value = value.replace(/^0+(?=\d)/, '');
  } else {
    value = value.replace(/[^\d.]/g, '');
    const dot = value.indexOf('.');
    if (dot !== -1) value = value.slice(0, dot + 1) + value.slice(dot + 1).replace(/\./g, '');
    if (value.startsWith('.')) value = `0${value}`;
    value = value.replace(/^0+(?=\d)/, '');
    const [whole = '', decimals] = value.split('.');
    value = decimals === undefined ? whole : `${whole}.${decimals.slice(0, precision)}`;
  }
  if (value !== '' && Number(value) > max) value = String(max);
  return value === '' ? (sign ? sign : '') : `${sign}${value}`;
}

export function normalizeAmountOnBlur(value: string): string {
  if (value === '' || value === '-') return '';
  let out = value.endsWith('.') ? value.slice(0, -1) : value;
  if (!out.includes('.')) out = String(Number(out));
  return out === 'NaN' ? '' : out;
}
