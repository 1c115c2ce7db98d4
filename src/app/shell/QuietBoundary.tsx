import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * A boundary for optional parts of the shell (an overlay whose chunk failed to load, say): the
 * part disappears and the page stays usable. Logged once.
 */
export class AppErrorBoundaryQuiet extends Component<{ children: ReactNode; onError?: () => void }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A part of the page failed and was hidden', error, info.componentStack);
    this.props.onError?.();
  }

  render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
