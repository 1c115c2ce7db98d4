import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * A boundary for an optional part of a page (an overlay whose chunk failed to load, a chart that
 * could not start): the part shows `fallback` (nothing by default) and the rest of the page stays
 * usable. Logged once with `message` (SPEC section 8's wording where it has one).
 */
export class ErrorBoundary extends Component<{ children: ReactNode; message?: string; fallback?: ReactNode; onError?: () => void }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(this.props.message ?? 'A part of the page failed and was hidden', error, info.componentStack);
    this.props.onError?.();
  }

  render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
