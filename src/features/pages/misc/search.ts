/** Search parameters of the remaining pages (SPEC section 2, Other; Rewards). */
import { oneOf, optional, searchValidator, token } from '../common/searchParams';

export const CHAT_PLATFORMS = ['web', 'app'] as const;

export interface ChatSearch {
  /** `platform=web` on the web; the apps open the same page with `app`. */
  platform: (typeof CHAT_PLATFORMS)[number];
}

export const validateChatSearch = searchValidator<ChatSearch>((raw) => ({
  platform: oneOf(raw.platform, CHAT_PLATFORMS) ?? 'web',
}));

export interface ChannelSearch {
  /** Channel code the rewards tab bar adds between some tabs (SPEC section 2, Rewards). */
  ch?: string;
}

export const validateChannelSearch = searchValidator<ChannelSearch>((raw) => ({
  ...optional('ch', token(raw.ch)),
}));
