import { fixtureUser, MOCK_LOGIN_CODE } from '@tire/mocks';
import { startStandaloneRemote } from '@tire/mocks/standalone';
import '@tire/ui/styles.css';
import pages from './pages.js';

// The account remote on its own (@tire/mocks/standalone): any e-mail signs in with the mocks'
// code; admin@rengaspalvelu.example is an administrator. `?signedIn=1` signs a customer in,
// `?signedOut=1` signs out; the session and bookings survive reloads (sessionStorage).
void startStandaloneRemote({
  name: 'account',
  pages,
  accounts: [{ ...fixtureUser(), id: 'admin-1', email: 'admin@rengaspalvelu.example', isAdmin: true }],
  note: `code: ${MOCK_LOGIN_CODE}`,
});
