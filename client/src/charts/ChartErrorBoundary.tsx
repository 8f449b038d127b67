import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  readonly error: Error | null;
}

/**
 * Catches what a chart plugin throws while drawing, so one broken chart shows its error in its own
 * card and the rest of the dashboard keeps working. A new `resetKey` (new data or form data) tries
 * again.
 */
export class ChartErrorBoundary extends Component<
  { children: ReactNode; resetKey: unknown; fallback: (error: Error) => ReactNode },
  State
> {
  override state: State = { error: null };
  private lastResetKey: unknown = this.props.resetKey;

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidUpdate(): void {
    if (this.props.resetKey !== this.lastResetKey) {
      this.lastResetKey = this.props.resetKey;
      if (this.state.error) this.setState({ error: null });
    }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept in the console for whoever debugs the plugin; the card shows the message.
    console.error('Chart plugin failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
