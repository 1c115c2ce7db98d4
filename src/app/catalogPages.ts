/** The `pages` catalog part's importer map (src/app/i18n.ts): a lazy chunk, not the first load. */
import { registerCatalogPart } from './i18n';

registerCatalogPart('pages', (locale) => import(`../../locales/${locale}/pages.po`));
