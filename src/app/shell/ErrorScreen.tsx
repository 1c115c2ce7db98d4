/** Moved to src/features/error; kept so existing imports keep working. */
export { ErrorScreen } from '../../features/error';
