/** The `extras` catalog part's importer map (./catalogs.ts loads it): a lazy chunk, not the first load. */
export { default } from 'virtual:catalog/extras';
