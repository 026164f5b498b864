import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageLoading } from '../ui/loading.tsx';
import { canReloadForChunkError, isChunkLoadError, reloadOnceForChunkError } from './chunk-reload.ts';
import { reportClientError } from './report-client-error.ts';

type ErrorBoundaryProps = {
  children: ReactNode;
  /** When this changes (the user went to another page), a shown error is cleared. */
  resetKey: string;
  onReset?: () => void;
  fallback: (reset: () => void) => ReactNode;
};

type ErrorBoundaryState = {
  error: unknown;
  hasError: boolean;
  reloading: boolean;
};

/**
 * Catches rendering errors under the layout, so the header (and its language picker) stays. A
 * page chunk that vanished in a deploy reloads the page once instead of showing the error.
 */
export class AppErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, hasError: false, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, hasError: true, reloading: isChunkLoadError(error) && canReloadForChunkError() };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error) && reloadOnceForChunkError()) return;
    reportClientError(error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = (): void => {
    this.props.onReset?.();
    this.setState({ error: null, hasError: false, reloading: false });
  };

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    if (this.state.reloading) return <PageLoading />;
    return this.props.fallback(this.reset);
  }
}
