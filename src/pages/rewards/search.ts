/** Search parameters of the rewards pages (SPEC section 2, rewards tab bar). */
import { optional, searchValidator, token } from '../../lib/searchParams';

export interface ChannelSearch {
  /** Channel code the rewards tab bar adds between some tabs (SPEC section 2, Rewards). */
  ch?: string;
}

export const validateChannelSearch = searchValidator<ChannelSearch>((raw) => ({
  ...optional('ch', token(raw.ch)),
}));
