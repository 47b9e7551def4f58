/**
 * Abuse limits on tire orders (429): each unpaid order holds its tires for 30 minutes, so one
 * customer may hold only so many orders and tires unpaid at once.
 */
export const ORDER_LIMIT_MESSAGES = {
  tooManyPendingOrders: 'You already have unpaid orders waiting. Pay for them or let them expire before ordering more.',
  tooManyTiresHeld: 'That is more tires than one customer can hold unpaid at once. Please contact us for a larger order.',
} as const;
