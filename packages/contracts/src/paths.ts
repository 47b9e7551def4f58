/**
 * Every path of the contract, by the name of its call: the one place a path is written. Free of
 * zod, so the first page load (shell, platform) can name a path without loading the schemas; the
 * calls in this package take their `path` from here.
 */
export const API_PATHS = {
  // admin
  listAdminReservations: '/api/admin/reservations',
  listAdminReservationsByDatePath: '/api/admin/reservations/:date',
  updateReservationStatus: '/api/reservations/:id/status',
  listReservationEvents: '/api/admin/reservations/:id/events',
  adminMoveReservation: '/api/admin/reservations/:id',
  getAdminStats: '/api/admin/stats',
  getPaymentsAttention: '/api/admin/payments/attention',
  // auth
  getCurrentUser: '/api/auth/user',
  getSignInOptions: '/api/auth/sign-in-options',
  sendCode: '/api/auth/send-code',
  verifyCode: '/api/auth/verify-code',
  signup: '/api/auth/signup',
  completeProfile: '/api/profile/complete',
  checkLoginCode: '/internal/verify-code',
  signInWithOidc: '/internal/oidc-sign-in',
  getAccountUser: '/internal/users/:id',
  // common
  ping: '/api/ping',
  // contact
  sendContactMessage: '/api/contact',
  // payments
  notifyReservationCancelled: '/internal/reservations/:id/cancelled',
  reportReservationRefund: '/internal/reservations/:id/refund',
  getReservationByCode: '/internal/reservations/by-code/:code',
  reportReservationPaid: '/internal/reservations/:id/paid',
  reportReservationPaymentFailed: '/internal/reservations/:id/payment-failed',
  createPaymentIntent: '/api/create-payment-intent',
  createReservationPayment: '/api/create-reservation-payment',
  verifyPayment: '/api/verify-payment/:paymentIntentId',
  confirmLocalPayment: '/api/payments/local/confirm',
  receiveStripeWebhook: '/api/webhooks/stripe',
  // reservations
  getAvailability: '/api/availability',
  listAvailableSlots: '/api/available-slots',
  createReservation: '/api/reservations',
  listMyReservations: '/api/reservations',
  updateReservation: '/api/reservations/:id',
  listServiceLocations: '/api/service-locations',
  trackReservation: '/api/reservations/track/:code',
  downloadReservationCalendar: '/api/reservations/track/:code/calendar.ics',
  requestManageLink: '/api/reservations/track/:code/manage-link',
  getManagedReservation: '/api/manage-booking/:manageToken',
  moveManagedReservation: '/api/manage-booking/:manageToken/move',
  cancelManagedReservation: '/api/manage-booking/:manageToken/cancel',
  confirmManagedAttendance: '/api/manage-booking/:manageToken/coming',
  claimGuestReservations: '/internal/reservations/claim-guest-bookings',
  // my bookings by e-mail (an e-mail access link, owned by accounts)
  requestMyBookingsLink: '/api/my-bookings/link',
  getMyBookings: '/api/my-bookings/:token',
  // a guest's own data through the same link (the token in the path, which log redaction masks)
  getMyDataByLink: '/api/my-bookings/:token/my-data',
  eraseMyDataByLink: '/api/my-bookings/:token/my-data/erase',
  resolveEmailAccess: '/internal/email-access/resolve',
  listBookingsByEmail: '/internal/reservations/by-email',
  listOrdersByEmail: '/internal/orders/by-email',
  joinWaitlist: '/api/waitlist',
  getWaitlistOffer: '/api/waitlist/offers/:offerToken',
  bookWaitlistOffer: '/api/waitlist/offers/:offerToken/book',
  leaveWaitlist: '/api/waitlist/leave/:leaveToken',
  // the autumn rush (issue 27, part 5): rush days, season windows, invitations, the forecast
  listRushDays: '/api/admin/rush-days',
  saveRushDay: '/api/admin/rush-days',
  removeRushDay: '/api/admin/rush-days/:locationId/:date',
  listSeasonWindows: '/api/admin/season-windows',
  createSeasonWindow: '/api/admin/season-windows',
  sendInvitationBatch: '/api/admin/season-windows/:seasonId/invitations',
  getSeasonForecast: '/api/admin/season-windows/:seasonId/forecast',
  getSeasonInvitation: '/api/season-invitations/:invitationToken',
  // privacy (the customer's own data)
  getMyData: '/api/my-data',
  eraseMyData: '/api/my-data/erase',
  exportPersonalData: '/internal/personal-data',
  cancelForErasure: '/internal/personal-data/cancel',
  erasePersonalData: '/internal/personal-data/erase',
  queueErasureNotice: '/internal/personal-data/erasure-notice',
  // shop
  listAdminOrders: '/api/admin/orders',
  updateOrderStatus: '/api/admin/orders/:id/status',
  getInternalOrder: '/internal/orders/:id',
  markOrderPaid: '/internal/orders/:id/paid',
  markOrderPaymentFailed: '/internal/orders/:id/payment-failed',
  notifyOrderCancelled: '/internal/orders/:id/cancelled',
  reportOrderRefund: '/internal/orders/:id/refund',
  listTireOrders: '/api/tire-orders',
  createTireOrder: '/api/tire-orders',
  listTireProducts: '/api/tire-products',
  // tire hotel (issue 27, parts 1-4)
  listMyTireSets: '/api/tire-hotel/sets',
  getSeasonChangePrefill: '/api/tire-hotel/sets/:id/season-change',
  endTireStorage: '/api/tire-hotel/sets/:id/end-storage',
  recordTireSetIntake: '/api/admin/tire-hotel/sets',
  listAdminTireSets: '/api/admin/tire-hotel/sets',
  takeOutTireSet: '/api/admin/tire-hotel/sets/:id/take-out',
  returnTireSet: '/api/admin/tire-hotel/sets/:id/return',
  getTireSetPickList: '/api/admin/tire-hotel/pick-list',
  adminEndTireStorage: '/api/admin/tire-hotel/sets/:id/end-storage',
  chooseOrderFitting: '/api/tire-orders/:id/fitting',
  holdOrderFitting: '/internal/order-fittings/:id',
  settleOrderFitting: '/internal/order-fittings/:id/state',
  cancelMyOrder: '/api/tire-orders/:id/cancel',
  // The BFF's own browser navigations (not JSON calls): start a Google sign-in, end the session.
  login: '/api/login',
  loginCallback: '/api/login/callback',
  logout: '/api/logout',
} as const;

export type ApiPathName = keyof typeof API_PATHS;

/**
 * The URL path of a call (or of a path of API_PATHS) for these path parameters, each encoded:
 * callPath(updateReservation, { id: 7 }) -> '/api/reservations/7'. The one way a caller fills a
 * path template; a missing parameter is a programming error, so it throws.
 */
export function callPath(call: string | { path: string }, params: Record<string, string | number>): string {
  const template = typeof call === 'string' ? call : call.path;
  return template.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${template}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
