import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * The error boundary around the whole app (SPEC section 8): a render error anywhere outside a
 * route's own boundary shows the error screen instead of a blank page. Routes have theirs through
 * the router's errorComponent.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The app failed to render', error, info.componentStack);
  }

  render(): ReactNode {
    // The error was logged by componentDidCatch: the screen does not log it again.
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
