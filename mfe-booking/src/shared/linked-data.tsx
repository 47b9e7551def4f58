import { useState, type ReactNode } from 'react';
import { skipToken, type SkipToken } from '@reduxjs/toolkit/query';
import type { ApiFailure } from '@tire/platform';
import { Spinner } from '@tire/ui';
import { RetryAlert } from './retry-alert.js';

/** Whether a data call failed with the server's "not found": for an e-mail link's data, a link that opens nothing. */
export const isNotFound = (error: unknown) => (error as ApiFailure | undefined)?.status === 404;

/** What LinkedData needs of a data call (an RTK Query hook's answer). */
interface LinkQuery<Data> {
  isLoading: boolean;
  data?: Data;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * An e-mail link's data call, asked only while the link may open something: not without a token,
 * and no more once an answer said it opens nothing (`markGone`).
 */
export function useLinkQuery<Data>(token: string | null, useQuery: (arg: string | SkipToken) => LinkQuery<Data>) {
  const [gone, setGone] = useState(false);
  const query = useQuery(token && !gone ? token : skipToken);
  return { token, gone, query, markGone: () => setGone(true) };
}

/**
 * A page opened with an e-mail link's token (manage a booking, a waitlist offer; see
 * useLinkQuery) until its data is in: the one neutral `notValid` page when the link opens nothing
 * (no token, known to be gone, or not found), a spinner while loading, a retry on any other
 * failure; then `children` with the data and the token.
 */
export function LinkedData<Data>({
  link: { token, gone, query },
  notValid,
  labels,
  children,
}: {
  link: { token: string | null; gone: boolean; query: LinkQuery<Data> };
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
