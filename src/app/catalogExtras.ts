/** The `extras` catalog part's importer map (src/app/i18n.ts): a lazy chunk, not the first load. */
import loadExtras from 'virtual:catalog/extras';
import { registerCatalogPart } from './i18n';

registerCatalogPart('extras', loadExtras);
