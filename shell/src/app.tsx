import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { MessagesIntl, Toaster, type LanguageMessages, type PlatformStore } from '@tire/platform';
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

/** The shell: one store, the shell's texts, the router, the page routes and the toasts. */
export function App({ store, messages, loadRemotePages, Router = BrowserRouter }: AppProps) {
  return (
    <Provider store={store}>
      <MessagesIntl messages={messages}>
        <RemoteLoaderContext.Provider value={loadRemotePages}>
          <Router>
            <AppRoutes />
          </Router>
          <Toaster />
        </RemoteLoaderContext.Provider>
      </MessagesIntl>
    </Provider>
  );
}
