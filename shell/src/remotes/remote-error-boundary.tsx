import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  remote: string;
  /** Rendered instead of the remote after it threw; `reset` renders it again. */
  fallback: (reset: () => void) => ReactNode;
  /** Told when the remote threw (the shell reports it per remote and version). */
  onError?: () => void;
  children: ReactNode;
}

/** Keeps a remote that throws while rendering inside its own area: header, footer and other pages keep working. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] remote "${this.props.remote}" failed while rendering`, error, info.componentStack);
    this.props.onError?.();
  }

  reset = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
