/** The `pages` catalog part's importer map (src/app/i18n.ts): a lazy chunk, not the first load. */
import loadPages from 'virtual:catalog/pages';
import { registerCatalogPart } from './i18n';

registerCatalogPart('pages', loadPages);
