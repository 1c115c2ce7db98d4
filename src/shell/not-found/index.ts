/**
 * The 404 page (SPEC section 2): the router's notFoundComponent. Only the page: its labels and
 * columns stay inside the feature, so the shell's import of this index (part of the first load)
 * does not pull them out of the lazy 404 body's chunk.
 */
export { NotFoundPage, preloadNotFoundPage } from './NotFoundPage';
