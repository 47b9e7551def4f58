import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary, MessagesIntl, Toaster, type LanguageMessages, type PlatformStore } from '@tire/platform';
import { AppFailed } from './errors/app-failed.js';
import { RemoteLoaderContext } from './remotes/remote-loader-context.js';
import type { RemotePagesLoader } from './remotes/remote-pages-loader.js';
import { AppRoutes } from './routes/app-routes.js';

export interface AppProps {
  store: PlatformStore;
  /** The shell's texts: the current language's messages (see loadShellMessages). */
  messages: Partial<LanguageMessages>;
  loadRemotePages: RemotePagesLoader;
  /** Tests pass a MemoryRouter wrapper; the browser uses BrowserRouter. */
  Router?: ComponentType<{ children?: ReactNode }>;
}

/**
 * The shell: one store, the shell's texts, the router, the page routes and the toasts. Whatever
 * fails below the top boundary (pages and remotes have boundaries of their own) shows a notice
 * with a retry instead of unmounting the app; the toaster stands beside it, so a toast still
 * shows even then.
 */
export function App({ store, messages, loadRemotePages, Router = BrowserRouter }: AppProps) {
  return (
    <>
      <ErrorBoundary area="shell" fallback={(retry) => <AppFailed onRetry={retry} />}>
        <Provider store={store}>
          <MessagesIntl messages={messages}>
            <RemoteLoaderContext.Provider value={loadRemotePages}>
              <Router>
                <AppRoutes />
              </Router>
            </RemoteLoaderContext.Provider>
          </MessagesIntl>
        </Provider>
      </ErrorBoundary>
      <Toaster />
    </>
  );
}

/**
 * The shell as it is put on a page, the same tree in the browser and in the prerender (shell/src/
 * prerender): hydration needs the server's HTML to come from the very same components.
 */
export function ShellRoot(props: AppProps) {
  return (
    <StrictMode>
      <App {...props} />
    </StrictMode>
  );
}
