import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createPlatformStore, getLanguage } from '@tire/platform';
import '@tire/ui/styles.css';
import './styles/shell.css';
import { App } from './app.js';
import { loadShellMessages } from './i18n/messages.js';
import { federationPagesLoader, startRemoteRegistry } from './remotes/federation-loader.js';

const language = getLanguage();
document.documentElement.lang = language;

// Read the remotes registry now, so it is ready when a remote's route is visited;
// no remote entry is fetched until then.
startRemoteRegistry().catch((error: unknown) => console.error('[shell] remote registry unavailable', error));

const store = createPlatformStore();
void loadShellMessages(language).then((messages) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store} messages={messages} loadRemotePages={federationPagesLoader} />
    </StrictMode>,
  ),
);
