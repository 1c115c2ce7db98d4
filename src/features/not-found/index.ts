/** The 404 page (SPEC section 2): the router's notFoundComponent. */
export { NotFoundPage } from './NotFoundPage';
export { NOT_FOUND_LINK_TEXT, NOT_FOUND_COLUMNS } from './labels';
export { groupColumns, type NotFoundLink } from './columns';
