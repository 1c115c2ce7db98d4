/**
 * The `extras` catalog part (the footer, the overlays, the 404 body): its importer map, one
 * entry per locale, lives in this lazy chunk instead of the first load (src/app/i18n.ts).
 */
import { ensureCatalogPart, registerCatalogPart } from './i18n';

registerCatalogPart('extras', (locale) => import(`../../locales/${locale}/extras.po`));

export function ensureExtras(): Promise<void> {
  return ensureCatalogPart('extras');
}
