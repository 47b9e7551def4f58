import { useCallback, useEffect, useState } from 'react';
import type { RemotePages } from '@tire/platform';
import { PageSkeleton } from './page-skeleton.js';
import { useRemoteLoader } from './remote-loader-context.js';
import { RemoteErrorBoundary } from './remote-error-boundary.js';
import { RemoteUnavailable } from './remote-unavailable.js';
import type { RemoteName } from './remote-pages-loader.js';
import { useTranslate } from '@tire/platform';

type State = { status: 'loading' } | { status: 'ready'; pages: RemotePages } | { status: 'failed' };

/**
 * Mounts the page `path` of a remote, loading the remote on first use. While it loads the area
 * shows the page's skeleton (also the server's HTML of the page); if it cannot be loaded (after
 * the loader's retries) or throws while rendering, the area shows a fallback with a retry button.
 * The area is at least a screen tall, so the footer starts below the fold and does not jump when
 * the page arrives.
 */
export function RemotePage({ remote, path }: { remote: RemoteName; path: string }) {
  const load = useRemoteLoader();
  const t = useTranslate();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    load(remote).then(
      (pages) => active && setState({ status: 'ready', pages }),
      (error: unknown) => {
        console.error(`[shell] remote "${remote}" is unavailable`, error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [load, remote, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.status === 'loading') {
    return (
      <div className="remote-area">
        <PageSkeleton label={t('remote.loading')} />
      </div>
    );
  }
  const Page = state.status === 'ready' ? state.pages[path] : undefined;
  return (
    <div className="remote-area">
      {Page ? (
        <RemoteErrorBoundary
          key={`${remote}${path}`}
          remote={remote}
          onError={() => load.renderFailed?.(remote)}
          fallback={(reset) => <RemoteUnavailable onRetry={reset} />}
        >
          <Page />
        </RemoteErrorBoundary>
      ) : (
        <RemoteUnavailable onRetry={retry} />
      )}
    </div>
  );
}
