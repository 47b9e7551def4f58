import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { euroTextToCents, type TireOrder, type TrackedReservation } from '@tire/contracts';
import { type ApiFailure, formatLongDate, toast, useGetMyOrdersQuery, useGetServiceLocationsQuery, useGetTrackedReservationQuery } from '@tire/platform';
import { useTranslate } from '../../../shared/use-translate.js';
import { useGetTireProductsQuery } from '../../../shared/tire-products-api.js';
import type { CheckoutSubject } from '../checkout-subject.js';
import { orderLineName, orderLocationDetail, type ProductNames } from '../../../shared/order-text.js';

export interface SummaryLine {
  key: string;
  label: string;
  cents?: number;
}

export interface CheckoutSummary {
  heading: string;
  lines: SummaryLine[];
  details: { label: string; value: string }[];
  /** The server's total (the payment intent's amount replaces it once known). */
  totalCents: number;
  paid: boolean;
  /** Cancelled before it was paid (a reservation whose hold ran out, a cancelled order): nothing to pay. */
  cancelled: boolean;
  /** While unpaid: when the slot or the tires are released (the server's hold). */
  holdExpiresAt: string | null;
  /** What the hold notice says: a reservation's time, or an order's tires. */
  holdMessageId: 'checkout.hold' | 'checkout.orderHold';
  /** An unpaid order with installation whose fitting time is not chosen yet: chosen first, then paid (issue 27). */
  fittingToChoose?: number;
}

export type SummaryState = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; summary: CheckoutSummary };

/**
 * The real summary of what is paid: the reservation by its tracking code, or the customer's
 * order with its lines (names from the catalogue). A failure toasts 'Virhe tilauksen lataamisessa'.
 */
export function useCheckoutSummary(subject: CheckoutSubject): SummaryState {
  const t = useTranslate();
  const reservation = useGetTrackedReservationQuery(subject.kind === 'reservation' ? subject.trackingCode : skipToken);
  const orders = useGetMyOrdersQuery(subject.kind === 'order' ? undefined : skipToken);
  const products = useGetTireProductsQuery(subject.kind === 'order' ? undefined : skipToken);
  const locations = useGetServiceLocationsQuery(subject.kind === 'reservation' ? undefined : skipToken);

  const order = subject.kind === 'order' ? orders.data?.find((item) => item.id === subject.orderId) : undefined;
  const query = subject.kind === 'reservation' ? reservation : orders;
  const unauthorized = (query.error as ApiFailure | undefined)?.status === 401;
  const failed = subject.kind !== 'none' && (query.isError || (subject.kind === 'order' && orders.isSuccess && !order));

  useEffect(() => {
    // A 401 already gave the login-required toast and redirect (platform listener).
    if (failed && !unauthorized) {
      toast({ title: t('toast.orderLoadFailed.title'), description: t('toast.orderLoadFailed.description'), variant: 'destructive' });
    }
  }, [failed, unauthorized, t]);

  if (subject.kind === 'none' || failed) return { phase: 'failed' };
  if (subject.kind === 'reservation') {
    if (!reservation.data) return { phase: 'loading' };
    const locationName = reservation.data.locationName ?? locations.data?.find((location) => location.id === reservation.data!.locationId)?.name;
    return { phase: 'ready', summary: reservationSummary(reservation.data, locationName, t) };
  }
  // The product names are a nicety (orders carry their own now): the summary does not wait for them if the list fails.
  const named = order?.lines?.every((line) => line.name) ?? false;
  if (!order || (!named && products.isLoading && !products.isError)) return { phase: 'loading' };
  return { phase: 'ready', summary: orderSummary(order, products.data ?? [], t) };
}

type Translate = ReturnType<typeof useTranslate>;

function reservationSummary(reservation: TrackedReservation, locationName: string | undefined, t: Translate): CheckoutSummary {
  const details = [{ label: t('checkout.when', { date: formatLongDate(reservation.scheduledDate), time: reservation.scheduledTime }), value: '' }];
  if (locationName) details.push({ label: t('checkout.location'), value: locationName });
  return {
    heading: t('checkout.reservation', { code: reservation.trackingCode }),
    lines: reservationLines(reservation, t),
    details,
    totalCents: euroTextToCents(reservation.totalPrice),
    paid: reservation.paymentStatus === 'paid',
    cancelled: reservation.status === 'cancelled' && reservation.paymentStatus !== 'paid',
    holdExpiresAt: reservation.holdExpiresAt ?? null,
    holdMessageId: 'checkout.hold',
  };
}

/**
 * What the reservation's total is made of: the service and each chosen extra, with the prices the
 * server booked them at, so the lines add up to the total on the screen.
 */
const reservationLines = (reservation: TrackedReservation, t: Translate): SummaryLine[] => [
  {
    key: 'service',
    label: t(`service.${reservation.serviceType}`),
    ...(reservation.servicePrice !== undefined ? { cents: euroTextToCents(reservation.servicePrice) } : {}),
  },
  ...(reservation.extras ?? []).map((extra) => ({ key: `extra-${extra.id}`, label: t(`extra.${extra.id}`), cents: euroTextToCents(extra.price) })),
];

/** The order's lines as summary rows: quantity × name, and the line's price. */
const orderLines = (order: TireOrder, products: ProductNames, t: Translate): SummaryLine[] =>
  (order.lines ?? []).map((line) => ({
    key: `product-${line.productId}`,
    label: t('checkout.line', { quantity: line.quantity, name: orderLineName(line, products, t) }),
    cents: euroTextToCents(line.unitPrice) * line.quantity,
  }));

/** The fitting booked with the order, as a line of its own at 0.00: included in the tires' price. */
const fittingLines = (order: TireOrder, t: Translate): SummaryLine[] =>
  order.fitting && order.fitting.status !== 'cancelled'
    ? [{ key: 'fitting', label: t('checkout.fittingLine', { date: formatLongDate(order.fitting.date), time: order.fitting.time }), cents: 0 }]
    : [];

function orderSummary(order: TireOrder, products: ProductNames, t: Translate): CheckoutSummary {
  const fittingChosen = order.fitting && order.fitting.status !== 'cancelled';
  return {
    heading: t('checkout.order', { id: order.id }),
    lines: [...orderLines(order, products, t), ...fittingLines(order, t)],
    details: [
      ...orderLocationDetail(order, t),
      ...(order.installationRequested ? [{ label: t(fittingChosen ? 'checkout.fittingIncluded' : 'checkout.installation'), value: '' }] : []),
    ],
    ...(order.status === 'pending' && order.installationRequested && order.fittingEarliestDate && !fittingChosen ? { fittingToChoose: order.id } : {}),
    totalCents: euroTextToCents(order.totalAmount),
    paid: order.status !== 'pending' && order.status !== 'cancelled',
    cancelled: order.status === 'cancelled',
    holdExpiresAt: order.status === 'pending' ? (order.holdExpiresAt ?? null) : null,
    holdMessageId: 'checkout.orderHold',
  };
}
