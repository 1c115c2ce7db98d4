/** The error screen (SPEC sections 2 and 8) and the app-level error boundary. */
export { ErrorScreen, type ErrorScreenProps } from './ErrorScreen';
export { AppErrorBoundary } from './AppErrorBoundary';
