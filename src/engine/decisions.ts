/** The decisions' shapes come from schemas/decisions.schema.json (the source of truth). */
export type { Decisions, RegionBar } from '../generated/decisions';
export type DecisionId = keyof import('../generated/decisions').Decisions;
