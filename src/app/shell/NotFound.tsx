/** Moved to src/features/not-found (NotFoundPage); kept so existing imports keep working. */
export { NotFoundPage as NotFound } from '../../features/not-found';
