import { startStandaloneRemote } from '@tire/mocks/standalone';
import '@tire/ui/styles.css';
import pages from './pages.js';

// The booking remote on its own (@tire/mocks/standalone): `?signedIn=1` signs a customer in,
// `?signedOut=1` signs out; bookings survive reloads (sessionStorage).
void startStandaloneRemote({ name: 'booking', pages });
