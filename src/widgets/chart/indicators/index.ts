/**
 * The chart's custom indicators (SPEC section 3): KDJ, GATE_MACD and TD Sequential, pure and
 * exact, in batch form (every output array aligned to the bars, null where a value is not yet
 * defined) and in streaming form (`push` a new bar, `update` the last one; O(1) per call and
 * always equal to the batch function over the same bars). Conventions are written at the top of
 * each file. Inputs outside their ranges are rejected with a message the input form shows.
 */
export type { Bar, Streaming } from './types';
export {
  GATE_MACD_DEFAULTS,
  KDJ_DEFAULTS,
  KDJ_RANGE,
  MACD_RANGE,
  SOURCES,
  TD_SEQUENTIAL_DEFAULTS,
  gateMacdProblems,
  kdjProblems,
  tdSequentialProblems,
  type GateMacdInputs,
  type KdjInputs,
  type Source,
  type TdSequentialInputs,
} from './inputs';
export { createKdj, kdj, type KdjSeries, type KdjValue } from './kdj';
export { createGateMacd, gateMacd, sourceOf, type GateMacdSeries, type GateMacdValue } from './gateMacd';
export { createTdSequential, marksOf, tdSequential, type TdBar, type TdMark, type TdSequentialResult } from './tdSequential';
