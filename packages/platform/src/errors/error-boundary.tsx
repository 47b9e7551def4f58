import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@tire/ui';
import { translate } from '../i18n/platform-messages.js';
import { useConnectionStatus, whenBackOnline } from '../network/connection-status.js';

interface ErrorBoundaryProps {
  /** Names the area in the console ("page /about", "toaster"). */
  area: string;
  /** Shown instead of the children after they threw; `retry` renders them again. */
  fallback: (retry: () => void, error: unknown) => ReactNode;
  /** A change of this value (the page's path, say) renders the children again. */
  resetKey?: unknown;
  children?: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
  resetKey: unknown;
}

/**
 * Keeps a failure inside its area: a chunk that could not be fetched (offline), or a component
 * that threw while rendering. Without a boundary React unmounts the whole app and the page
 * turns white.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { resetKey: props.resetKey, failed: false, error: undefined };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[platform] ${this.props.area} failed`, error, info.componentStack);
  }

  retry = () => this.setState({ failed: false, error: undefined });

  override render() {
    return this.state.failed ? this.props.fallback(this.retry, this.state.error) : this.props.children;
  }
}

/**
 * The fallback of an area that failed: what happened (offline or not), a "try again" button that
 * renders the area again (a lazy chunk is fetched afresh, see lazyWithRetry), and, once the browser
 * is back online, the same retry by itself. Texts are the platform's own, in the customer's language.
 */
export function AreaFailed({ onRetry, headingLevel = 2 }: { onRetry: () => void; headingLevel?: 1 | 2 }) {
  const status = useConnectionStatus();
  useEffect(() => whenBackOnline(onRetry), [onRetry]);
  const Heading = `h${headingLevel}` as const;
  const notice = (
    <div className="empty-state" role="alert" data-testid="area-failed">
      <Heading className="empty-state__title">{translate('failure.title')}</Heading>
      <p className="empty-state__description">{translate(status === 'offline' ? 'failure.offline' : 'failure.description')}</p>
      <div className="empty-state__action">
        <Button onClick={onRetry}>{translate('failure.retry')}</Button>
      </div>
    </div>
  );
  // A whole page that failed keeps the page's frame; a part of a page stays within it.
  return headingLevel === 1 ? <div className="container page">{notice}</div> : notice;
}
