import type { CatalogueClient, OrderForPayment } from '../../src/data-access/catalogue-client.js';
import type { RefundStateBody, ReservationForPayment } from '@tire/contracts';
import type { ReservationsClient } from '../../src/data-access/reservations-client.js';

/**
 * The reservations and catalogue services as payments sees them, in memory, with their
 * idempotent paid marks: `paidTransitions` counts how often something really became paid
 * (what would send a receipt), `paidCalls` how often payments asked. A paid mark for a cancelled
 * reservation answers refundRequired, as the reservations service does; refund reports are kept
 * in `refundReports` (`reportsDown` makes them fail). `down` fails every paid mark,
 * `failingReservations` those of some reservations only.
 */
export function fakeServices() {
  const reservations = new Map<string, ReservationForPayment>();
  const orders = new Map<number, OrderForPayment>();
  const log = { paidCalls: 0, paidTransitions: 0, failedCalls: 0, orderPaidTransitions: 0, orderFailedCalls: 0, down: false, reportsDown: false };
  const refundReports: ({ reservationId: number } & RefundStateBody)[] = [];
  /** Order refund reports (reportOrderRefund), as the catalogue took them. */
  const orderRefundReports: ({ orderId: number } & RefundStateBody)[] = [];
  /**
   * Orders the hold released and whose tires were sold meanwhile: a paid mark leaves them
   * cancelled and answers refundDueAt, as the catalogue does.
   */
  const releasedAndSold = new Set<number>();
  /** Reservations whose paid mark fails (the other service answers 5xx for them alone). */
  const failingReservations = new Set<number>();

  const reservationsClient: ReservationsClient = {
    async byCode(code) {
      const found = reservations.get(code);
      return found ? { ...found } : undefined;
    },
    async markPaid(id) {
      log.paidCalls++;
      if (log.down) throw new Error('reservations is down');
      if (failingReservations.has(id)) throw new Error(`reservation ${id}: paid mark refused`);
      const found = [...reservations.values()].find((r) => r.id === id);
      if (!found) throw new Error('not found');
      if (found.paymentStatus !== 'paid') {
        found.paymentStatus = 'paid';
        log.paidTransitions++;
      }
      return found.status === 'cancelled' ? { refundRequired: true } : {};
    },
    async reportRefund(reservationId, refund) {
      if (log.reportsDown) throw new Error('reservations is down');
      refundReports.push({ reservationId, ...refund });
    },
    async markPaymentFailed(id) {
      log.failedCalls++;
      const found = [...reservations.values()].find((r) => r.id === id);
      if (found && found.paymentStatus !== 'paid') found.paymentStatus = 'failed';
    },
  };
  const catalogueClient: CatalogueClient = {
    async order(id) {
      const found = orders.get(id);
      return found ? { ...found } : undefined;
    },
    async markPaid(id) {
      const found = orders.get(id);
      if (!found) throw new Error('not found');
      if (releasedAndSold.has(id)) {
        found.status = 'cancelled';
        return { status: 'cancelled' as const, refundDueAt: '2030-01-01T10:31:00.000Z', refundStatus: 'refund_pending' as const };
      }
      if (found.status !== 'paid') {
        found.status = 'paid';
        log.orderPaidTransitions++;
      }
      return { status: found.status, refundDueAt: null, refundStatus: null };
    },
    async reportRefund(orderId, refund) {
      if (log.reportsDown) throw new Error('catalogue is down');
      orderRefundReports.push({ orderId, ...refund });
    },
    async markPaymentFailed() {
      log.orderFailedCalls++;
    },
  };

  return {
    log,
    refundReports,
    orderRefundReports,
    releasedAndSold,
    failingReservations,
    reservationsClient,
    catalogueClient,
    addReservation(overrides: Partial<ReservationForPayment> = {}) {
      const reservation: ReservationForPayment = {
        id: reservations.size + 1,
        trackingCode: `TIRE-${String(reservations.size + 1).padStart(6, 'A')}`,
        totalCents: 3500,
        paymentStatus: 'pending',
        status: 'pending',
        email: 'maija@example.fi',
        language: 'fi',
        holdExpiresAt: '2030-01-01T10:30:00.000Z',
        ...overrides,
      };
      reservations.set(reservation.trackingCode, reservation);
      return reservation;
    },
    addOrder(overrides: Partial<OrderForPayment> = {}) {
      const order: OrderForPayment = { id: orders.size + 1, userId: 'user-1', totalCents: 42_804, status: 'pending', ...overrides };
      orders.set(order.id, order);
      return order;
    },
    reservation: (code: string) => reservations.get(code)!,
    order: (id: number) => orders.get(id)!,
  };
}
