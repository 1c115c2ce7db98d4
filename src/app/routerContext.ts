import type { createStore } from 'jotai';
import type { ShellSite } from '../site/types';
import type { Locale } from '../i18n/locales';

/** What every route's loader and beforeLoad receive as `context`. */
export interface RouterContext {
  site: ShellSite;
  locale: Locale;
  /** The jotai store holding the engine's facts. */
  store: ReturnType<typeof createStore>;
}
