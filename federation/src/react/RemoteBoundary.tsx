import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What to show instead of the children; `reset` renders the children again. */
  fallback: (reset: () => void) => ReactNode;
  onError?: (error: unknown) => void;
}

interface State {
  failed: boolean;
}

/** Catches a federated module that fails while rendering. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('[thryve] a federated module failed to render', error, info.componentStack);
    this.props.onError?.(error);
  }

  private readonly reset = () => {
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
