/**
 * Indicator inputs and their ranges (SPEC section 3, custom indicators): integers in a range, a
 * source among seven. `problems()` says what is wrong in words the chart's input form shows;
 * `check()` throws a RangeError with the same words.
 */
export const SOURCES = ['open', 'high', 'low', 'close', 'hl2', 'hlc3', 'ohlc4'] as const;
export type Source = (typeof SOURCES)[number];

export interface KdjInputs {
  n: number;
  m1: number;
  m2: number;
}
export interface GateMacdInputs {
  fastLength: number;
  slowLength: number;
  signalLength: number;
  source: Source;
}
export interface TdSequentialInputs {
  onlyNineAndThirteen: boolean;
}

export const KDJ_DEFAULTS: Readonly<KdjInputs> = Object.freeze({ n: 9, m1: 3, m2: 3 });
export const GATE_MACD_DEFAULTS: Readonly<GateMacdInputs> = Object.freeze({ fastLength: 12, slowLength: 26, signalLength: 9, source: 'close' });
export const TD_SEQUENTIAL_DEFAULTS: Readonly<TdSequentialInputs> = Object.freeze({ onlyNineAndThirteen: false });

/** SPEC section 3: KDJ inputs 1 to 2000; GATE_MACD lengths 1 to 50. */
export const KDJ_RANGE = { min: 1, max: 2000 } as const;
export const MACD_RANGE = { min: 1, max: 50 } as const;

function integerProblem(name: string, value: unknown, min: number, max: number): string | null {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    return `${name} must be a whole number from ${min} to ${max} (got ${JSON.stringify(value)})`;
  }
  return null;
}

export function kdjProblems(inputs: Partial<KdjInputs>): string[] {
  return (['n', 'm1', 'm2'] as const).flatMap((key) => integerProblem(`KDJ ${key}`, inputs[key], KDJ_RANGE.min, KDJ_RANGE.max) ?? []);
}

export function gateMacdProblems(inputs: Partial<GateMacdInputs>): string[] {
  const problems = (['fastLength', 'slowLength', 'signalLength'] as const).flatMap(
    (key) => integerProblem(`GATE_MACD ${key}`, inputs[key], MACD_RANGE.min, MACD_RANGE.max) ?? [],
  );
  if (!(SOURCES as readonly unknown[]).includes(inputs.source)) {
    problems.push(`GATE_MACD source must be one of ${SOURCES.join(', ')} (got ${JSON.stringify(inputs.source)})`);
  }
  return problems;
}

export function tdSequentialProblems(inputs: Partial<TdSequentialInputs>): string[] {
  return typeof inputs.onlyNineAndThirteen === 'boolean' ? [] : [`TD Sequential onlyNineAndThirteen must be true or false (got ${JSON.stringify(inputs.onlyNineAndThirteen)})`];
}

/** Throws a RangeError naming every problem, or returns the inputs. */
export function check<T>(inputs: T, problems: string[]): T {
  if (problems.length > 0) throw new RangeError(problems.join('; '));
  return inputs;
}
