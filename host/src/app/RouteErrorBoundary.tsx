import { Component, type ReactNode } from 'react';

import { RouteError } from './RouteError';

interface Props {
  /** The location (path and query): going elsewhere (e.g. Back) renders the routes again. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey?: string;
}

/**
 * The routes' last resort (react-router's `errorElement` works only in data mode; the host uses the declarative
 * router). React logs the error; the visitor sees RouteError, and the rest of the page stays up.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  // Runs before getDerivedStateFromError's re-render too, so an error at the new location stays shown.
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
