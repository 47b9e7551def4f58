import type { RemotePages } from '@tire/platform';
import { PAGE_PATHS } from '@tire/contracts';
import { LoginPage } from './pages/login-page.js';
import { SignupPage } from './pages/signup-page.js';
import { ProfileSetupPage } from './pages/profile-setup-page.js';
import { DashboardPage } from './pages/dashboard-page.js';
import { MyReservationsPage } from './pages/my-reservations-page.js';
import './account.css';

/**
 * The account remote's exposed module (`account/pages`): its pages by route path. The shell owns
 * the store, the router, the toaster and the route table (who may see which path).
 */
const pages: RemotePages = {
  [PAGE_PATHS.login]: LoginPage,
  [PAGE_PATHS.signup]: SignupPage,
  [PAGE_PATHS.profileSetup]: ProfileSetupPage,
  [PAGE_PATHS.dashboard]: DashboardPage,
  [PAGE_PATHS.myReservations]: MyReservationsPage,
};

export default pages;
