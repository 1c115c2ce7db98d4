/**
 * A boundary for optional parts of the shell (an overlay whose chunk failed to load, say): the
 * part disappears and the page stays usable. Logged once. The shared boundary of src/ui.
 */
export { ErrorBoundary as AppErrorBoundaryQuiet } from '../../ui/ErrorBoundary';
