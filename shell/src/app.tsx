import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { CatalogueIntl, Toaster, type PlatformStore } from '@tire/platform';
import { shellMessages } from './i18n/messages.js';
import { RemoteLoaderContext } from './remotes/remote-loader-context.js';
import type { RemotePagesLoader } from './remotes/remote-pages-loader.js';
import { AppRoutes } from './routes/app-routes.js';

export interface AppProps {
  store: PlatformStore;
  loadRemotePages: RemotePagesLoader;
  /** Tests pass a MemoryRouter wrapper; the browser uses BrowserRouter. */
  Router?: ComponentType<{ children?: ReactNode }>;
}

/** The shell: one store, the shell's texts, the router, the route table and the toasts. */
export function App({ store, loadRemotePages, Router = BrowserRouter }: AppProps) {
  return (
    <Provider store={store}>
      <CatalogueIntl messages={shellMessages}>
        <RemoteLoaderContext.Provider value={loadRemotePages}>
          <Router>
            <AppRoutes />
          </Router>
          <Toaster />
        </RemoteLoaderContext.Provider>
      </CatalogueIntl>
    </Provider>
  );
}
