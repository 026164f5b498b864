import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteContext, type RouteContextValue } from './contexts.ts';
import type { Location } from './history.ts';
import type { Params } from './match-routes.ts';

export type RouterErrorHandler = (
  error: unknown,
  info: { location: Location; params: Params; errorInfo: ErrorInfo },
) => void;

type Props = {
  location: Location;
  route: RouteContextValue;
  errorElement: ReactNode;
  onError?: RouterErrorHandler;
  children: ReactNode;
};

// `error` is boxed: a route may throw undefined or null, and that is still an error to show.
type State = { location: Location; error?: { value: unknown } };

/** Shows a route's errorElement when its element, or a child route without its own, throws while rendering. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { location: this.props.location };

  static getDerivedStateFromError(value: unknown): Partial<State> {
    return { error: { value } };
  }

  // Any new location (even the same address navigated to again, which gets a new object) clears the error.
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location ? null : { location: props.location, error: undefined };
  }

  override componentDidCatch(error: unknown, errorInfo: ErrorInfo) {
    this.props.onError?.(error, {
      location: this.props.location,
      params: this.props.route.params,
      errorInfo,
    });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <RouteContext.Provider value={{ ...this.props.route, error }}>
        {this.props.errorElement}
      </RouteContext.Provider>
    );
  }
}
