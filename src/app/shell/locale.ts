/**
 * The active locale and locale-prefixed links, for the shell's features. Thin aliases of
 * src/app/useLocale.ts (the routes' helpers), so that the shell and the pages agree, including
 * a site's unprefixed paths (US /login and /signup).
 */
export { useLocale, useLocalizedPath as useLocalize } from '../useLocale';
