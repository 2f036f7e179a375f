import { Component, type ReactNode } from 'react';

interface WidgetErrorBoundaryProps {
  /** What to show instead of a widget that threw, with a way to mount it again. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * A widget that throws (a chunk that failed to load, a bug) is replaced by its fallback alone; the rest of the wall
 * keeps running. Retry mounts it afresh, which loads a failed chunk again.
 */
export class WidgetErrorBoundary extends Component<WidgetErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  private readonly retry = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
