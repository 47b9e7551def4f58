import type { ReactNode } from 'react';
import type { ApiFailure } from '@tire/platform';
import { Spinner } from '@tire/ui';
import { RetryAlert } from './retry-alert.js';

/** Whether a data call failed with the server's "not found": for an e-mail link's data, a link that opens nothing. */
export const isNotFound = (error: unknown) => (error as ApiFailure | undefined)?.status === 404;

/**
 * A page opened with an e-mail link's token (manage a booking, a waitlist offer) until its data
 * is in: the one neutral `notValid` page when the link opens nothing (no token, known to be gone,
 * or not found), a spinner while loading, a retry on any other failure; then `children` with it and the token.
 */
export function LinkedData<Data>({
  token,
  gone,
  query,
  notValid,
  labels,
  children,
}: {
  token: string | null;
  /** The link is known to open nothing any more (an answer said so). */
  gone: boolean;
  query: { isLoading: boolean; data?: Data; error?: unknown; refetch: () => unknown };
  notValid: ReactNode;
  labels: { loading: string; failed: string; retry: string };
  children: (data: Data, token: string) => ReactNode;
}) {
  if (!token || gone) return notValid;
  if (query.isLoading) return <Spinner label={labels.loading} />;
  if (!query.data) {
    if (isNotFound(query.error)) return notValid;
    return <RetryAlert title={labels.failed} retryLabel={labels.retry} onRetry={() => void query.refetch()} />;
  }
  return children(query.data, token);
}
