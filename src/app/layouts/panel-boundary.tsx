import { Component, type ReactNode } from 'react';

interface PanelBoundaryProps {
  children: ReactNode;
}

/** A top-bar panel that throws disappears; the shell and the other panels keep working. */
export class PanelBoundary extends Component<PanelBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
