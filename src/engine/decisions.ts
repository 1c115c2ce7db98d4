/** The decisions' shapes come from schemas/decisions.schema.json (the source of truth). */
export type { Decisions } from '../generated/types/decisions';
