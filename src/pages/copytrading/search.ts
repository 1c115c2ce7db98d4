/** Search parameters of the copy-trading pages (SPEC section 2, Earn and copy). */
import { flag, oneOf, optional, searchValidator } from '../../lib/searchParams';

const COPY_MODES = ['futures', 'spot'] as const;
export type CopyMode = (typeof COPY_MODES)[number];

export interface CopyTradingSearch {
  /** Which copy-trading market the lead-trader list shows; futures by default. */
  mode: CopyMode;
}

export const validateCopyTradingSearch = searchValidator<CopyTradingSearch>((raw) => ({
  mode: oneOf(raw.mode, COPY_MODES) ?? 'futures',
}));

export interface TraderSearch {
  /** `follow=1` opens the copy settings at once (written back as 1, as links expect). */
  follow?: 1;
}

export const validateTraderSearch = searchValidator<TraderSearch>((raw) => ({
  ...optional('follow', flag(raw.follow) ? (1 as const) : undefined),
}));
