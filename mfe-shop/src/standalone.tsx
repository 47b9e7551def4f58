import { startStandaloneRemote } from '@tire/mocks/standalone';
import '@tire/ui/styles.css';
import pages from './pages.js';

// The shop remote on its own (@tire/mocks/standalone), paid with the local card provider's test
// cards: `?signedIn=1` signs a customer in, `?signedOut=1` signs out.
void startStandaloneRemote({ name: 'shop', pages });
