import type { MessageId } from './fi.js';

export const en: Record<MessageId, string> = {
  'remote.name': 'Admin',
  'comingSoon.badge': 'Coming soon',
  'comingSoon.notice': 'Coming soon — this page is built by the admin issue.',
  'comingSoon.home': 'Back to the home page',
  'page.admin.title': 'Admin dashboard',
  'page.admin.purpose': 'Reservations by day, confirming and cancelling.',
  'access.forbidden.title': 'Access denied',
  'access.forbidden.description': 'Only administrators can use this page.',
};
