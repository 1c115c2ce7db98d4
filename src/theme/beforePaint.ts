/**
 * The inline script in index.html's <head> (scripts/themeScript.ts bundles this file into it, in
 * development and in both builds): `<html data-theme>` before the first paint, by the rule the
 * app follows at runtime (./themeChoice.ts). Kept to this one call: the script is in every page's
 * HTML, and a content security policy would allow it by its hash.
 */
import { applyTheme } from './themeChoice';

try {
  applyTheme();
} catch {
  // No `data-theme`: the light palette, until the app sets it.
}
