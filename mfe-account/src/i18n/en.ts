import type { MessageId } from './fi.js';

export const en: Record<MessageId, string> = {
  'remote.name': 'Account',
  'comingSoon.badge': 'Coming soon',
  'comingSoon.notice': 'Coming soon — this page is built by the accounts issue.',
  'comingSoon.home': 'Back to the home page',
  'page.login.title': 'Log in',
  'page.login.purpose': 'Sign in with a code sent to your e-mail or with Google.',
  'page.signup.title': 'Sign up',
  'page.signup.purpose': 'Creating a new customer account.',
  'page.profileSetup.title': 'Complete your profile',
  'page.profileSetup.purpose': 'Completing your contact and vehicle details.',
  'page.dashboard.title': 'Dashboard',
  'page.dashboard.purpose': 'Your reservations and orders at a glance.',
  'page.myReservations.title': 'My reservations',
  'page.myReservations.purpose': 'Upcoming and past reservations, changing and cancelling.',
};
