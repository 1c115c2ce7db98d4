/** The `extras` catalog part's importer map (src/app/i18n.ts): a lazy chunk, not the first load. */
import { registerCatalogPart } from './i18n';

registerCatalogPart('extras', (locale) => import(`../../locales/${locale}/extras.po`));
