/** Search parameters of the customer-service and chatroom pages (SPEC section 2, other routes). */
import { oneOf, searchValidator } from '../../lib/searchParams';

const CHAT_PLATFORMS = ['web', 'app'] as const;

export interface ChatSearch {
  /** `platform=web` on the web; the apps open the same page with `app`. */
  platform: (typeof CHAT_PLATFORMS)[number];
}

export const validateChatSearch = searchValidator<ChatSearch>((raw) => ({
  platform: oneOf(raw.platform, CHAT_PLATFORMS) ?? 'web',
}));
