import { Alert } from '@tire/ui';
import { translate } from '../i18n/platform-messages.js';
import { useConnectionStatus } from './connection-status.js';

/** Why a request got no answer (ApiFailure.network). */
export type NetworkFailureKind = 'offline' | 'unreachable';

const keyOf = (kind: NetworkFailureKind) => (kind === 'offline' ? 'offline' : 'failed');

/** The title and text of a request that never reached the server, in the customer's language (for a toast). */
export function networkFailureText(kind: NetworkFailureKind): { title: string; description: string } {
  return { title: translate(`connection.${keyOf(kind)}.title`), description: translate(`connection.${keyOf(kind)}.description`) };
}

/**
 * Said in the page, next to the form whose submit could not be sent: nothing went through, what
 * was typed is still there, try again once connected. A toast alone goes by in 5 s, and on a
 * phone the customer is looking at the button they pressed.
 */
export function NetworkFailureAlert({ kind, className }: { kind: NetworkFailureKind; className?: string }) {
  const { title, description } = networkFailureText(kind);
  return (
    <Alert tone="danger" title={title} className={className}>
      {description}
    </Alert>
  );
}

/**
 * A line at the top of the page while the site cannot reach its server (the browser is offline,
 * or the last request got no answer); gone once a request gets through or the browser is online.
 */
export function ConnectionBanner() {
  const status = useConnectionStatus();
  if (status === 'online') return null;
  return (
    <div className="connection-banner" role="status" data-testid="connection-banner">
      {translate(status === 'offline' ? 'connection.banner.offline' : 'connection.banner.failed')}
    </div>
  );
}
