import { createPlatformStore, getLanguage, hasSessionHint, preloadToaster, rememberLanguageForServer, trustSessionHint } from '@tire/platform';
import { ShellRoot } from './app.js';
import { loadShellMessages } from './i18n/messages.js';
import { federationPagesLoader, startRemoteRegistry } from './remotes/federation-loader.js';
import { showOverrideBadge } from './remotes/override-badge.js';
import { preloadShellPage } from './routes/app-routes.js';
import { remoteOwnerOf } from './routes/page-routes.js';
import { mountShell } from './start/mount-shell.js';
import { showStartFailure } from './start-failure.js';

const language = getLanguage();
document.documentElement.lang = language;
// The server sends each page in the language its cookie names: a choice kept only in local
// storage (made before the cookie existed, or with the cookie gone) reaches it from the next page on.
rememberLanguageForServer(language);

// Read the remotes registry now, so it is ready when a remote's route is visited;
// no remote entry is fetched until then.
startRemoteRegistry().then(showOverrideBadge, (error: unknown) => console.error('[shell] remote registry unavailable', error));

// On a remote's page, its code is fetched now, beside the shell's texts, not after the first
// render (the page's HTML already had the browser fetch its manifest and entry). The page's own
// load gets the same promise, and reports a failure.
const remote = remoteOwnerOf(window.location.pathname, hasSessionHint());
if (remote) federationPagesLoader(remote).catch(() => undefined);

// The toaster's code now, while the network is there: the first toast of a visit is often the
// news that it is gone (a booking that could not be sent), and must not need it.
preloadToaster().catch((error: unknown) => console.warn('[shell] toaster code not preloaded', error));

// The BFF serving this shell sets the session hint cookie: a guest's pages need not ask
// /api/auth/user only to be told 401.
trustSessionHint();

const store = createPlatformStore();

function start() {
  // A prerendered shell page hydrates once its code is here, so the first render is the page itself.
  Promise.all([loadShellMessages(language), preloadShellPage(window.location.pathname)]).then(
    ([messages]) => {
      mountShell(document.getElementById('root')!, <ShellRoot store={store} messages={messages} loadRemotePages={federationPagesLoader} />, language);
    },
    (error: unknown) => {
      console.error('[shell] could not load its texts', error);
      showStartFailure(start);
    },
  );
}
start();
