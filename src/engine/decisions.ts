/** The decisions' shapes come from schemas/decisions.schema.json (the source of truth). */
export type { Decisions, RegionBar } from '../generated/types/decisions';
export type DecisionId = keyof import('../generated/types/decisions').Decisions;
