import type { RemotePages } from '@tire/platform';
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
  '/login': LoginPage,
  '/signup': SignupPage,
  '/profile-setup': ProfileSetupPage,
  '/dashboard': DashboardPage,
  '/my-reservations': MyReservationsPage,
};

export default pages;
