/** The error screen (SPEC sections 2 and 8). */
export { ErrorScreen } from './ErrorScreen';
