import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { LazyRouteErrorPage } from './lazy-route-error-page';

interface BoundaryProps {
  /** A new value (the next navigation) clears the error and renders the routes again. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  resetKey: string;
  failed: boolean;
  error: unknown;
}

/** React's error boundaries are classes; this one is the routes' (what React Router's errorElement used to be). */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { resetKey: this.props.resetKey, failed: false, error: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, failed: false, error: null };
  }

  override render() {
    return this.state.failed ? <LazyRouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/** A crash or a failed chunk download anywhere under the routes shows the error page until the next navigation. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <ErrorBoundary resetKey={key}>{children}</ErrorBoundary>;
}
