import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createPlatformStore, getLanguage, preloadToaster, trustSessionHint } from '@tire/platform';
import '@tire/ui/styles.css';
import './styles/shell.css';
import { App } from './app.js';
import { loadShellMessages } from './i18n/messages.js';
import { federationPagesLoader, startRemoteRegistry } from './remotes/federation-loader.js';
import { showStartFailure } from './start-failure.js';

const language = getLanguage();
document.documentElement.lang = language;

// Read the remotes registry now, so it is ready when a remote's route is visited;
// no remote entry is fetched until then.
startRemoteRegistry().catch((error: unknown) => console.error('[shell] remote registry unavailable', error));

// The toaster's code now, while the network is there: the first toast of a visit is often the
// news that it is gone (a booking that could not be sent), and must not need it.
preloadToaster().catch((error: unknown) => console.warn('[shell] toaster code not preloaded', error));

// The BFF serving this shell sets the session hint cookie: a guest's pages need not ask
// /api/auth/user only to be told 401.
trustSessionHint();

const store = createPlatformStore();

function start() {
  loadShellMessages(language).then(
    (messages) =>
      createRoot(document.getElementById('root')!).render(
        <StrictMode>
          <App store={store} messages={messages} loadRemotePages={federationPagesLoader} />
        </StrictMode>,
      ),
    (error: unknown) => {
      console.error('[shell] could not load its texts', error);
      showStartFailure(start);
    },
  );
}
start();
