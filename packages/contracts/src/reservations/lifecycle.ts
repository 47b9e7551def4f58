/**
 * The reservation's lifecycle as data: the one table the reservations service enforces and the
 * pages draw their buttons from. Zod-free, so the admin and account pages can import it cheaply.
 *
 * The spec's two fields stay (status: pending/confirmed/in_progress/completed/cancelled,
 * paymentStatus: pending/paid/failed); the stage the customer is told about is derived from both:
 *
 *   held (pending, unpaid) -> paid (pending, paid) -> confirmed -> in_progress -> completed
 *   any stage but completed -> cancelled (with a reason and who did it)
 *   confirmed -> completed (staff, once the start has passed: the customer came, no bay time was recorded)
 *   confirmed / in_progress -> no-show (staff, once the start has passed): stored as completed
 *   with its no-show mark, so the released remotes' stage values stay the same (noShow tells).
 */
import type { ServiceType } from './pricing.js';

export const RESERVATION_STAGES = ['held', 'paid', 'confirmed', 'in_progress', 'completed', 'cancelled'] as const;
export type ReservationStage = (typeof RESERVATION_STAGES)[number];

type Status = 'pending' | 'confirmed' | 'in_progress' | 'completed' | 'cancelled';

/** held / paid from the two stored fields; the other stages are the status itself. */
export function reservationStage(status: Status, paymentStatus: 'pending' | 'paid' | 'failed'): ReservationStage {
  if (status === 'pending') return paymentStatus === 'paid' ? 'paid' : 'held';
  return status;
}

/** Why a reservation was cancelled (stored with it and in its history). */
export const CANCELLATION_REASONS = ['customer', 'admin', 'hold_expired', 'payment_failed'] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/** What happens to money already taken for a cancelled reservation or order. */
export const REFUND_STATUSES = ['refund_pending', 'refunded', 'refund_failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The administrator's actions, each the status it leads to. */
export const ADMIN_ACTIONS = ['confirmed', 'in_progress', 'completed', 'cancelled', 'no_show'] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/**
 * Which administrator action each stage allows. Confirming needs the money (a held booking is
 * confirmed by its payment, not by a click); a cancelled or completed booking is final.
 */
export const ADMIN_TRANSITIONS: Record<ReservationStage, readonly AdminAction[]> = {
  held: ['cancelled'],
  paid: ['confirmed', 'cancelled'],
  confirmed: ['in_progress', 'completed', 'no_show', 'cancelled'],
  in_progress: ['completed', 'no_show', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** Stages a customer may still cancel or move (within the booking policy's window). */
export const CUSTOMER_CHANGEABLE_STAGES: readonly ReservationStage[] = ['held', 'paid', 'confirmed'];

export const canAdmin = (stage: ReservationStage, action: AdminAction) => ADMIN_TRANSITIONS[stage].includes(action);

/**
 * Actions that only make sense once the appointment's start has passed, by stage: nobody can
 * not-come early, and a booking never started in the bay is completed only once its time has come
 * (one started early, in_progress, may be completed whenever the work is done).
 */
export const AFTER_START_ADMIN_ACTIONS: Partial<Record<ReservationStage, readonly AdminAction[]>> = {
  confirmed: ['completed', 'no_show'],
  in_progress: ['no_show'],
};

/** Whether the start allows the action from this stage at `now` (whether the stage allows it at all is canAdmin). */
export const isAdminActionDue = (stage: ReservationStage, action: AdminAction, startsAt: Date | string, now: Date) =>
  !AFTER_START_ADMIN_ACTIONS[stage]?.includes(action) || new Date(startsAt).getTime() <= now.getTime();

/** Destructive admin actions ask for confirmation first. */
export const DESTRUCTIVE_ADMIN_ACTIONS: readonly AdminAction[] = ['cancelled', 'completed', 'no_show'];

/**
 * The stage as the pages show it: a no-show is stored as completed with its mark (the answer's
 * noShow), and shown as its own stage. Not in RESERVATION_STAGES: the released remotes read those.
 */
export const SHOWN_STAGES = [...RESERVATION_STAGES, 'no_show'] as const;
export type ShownStage = (typeof SHOWN_STAGES)[number];
export const shownStage = (stage: ReservationStage, noShow: boolean | undefined): ShownStage => (stage === 'completed' && noShow ? 'no_show' : stage);

/**
 * The booking policy: free change and free cancellation until this many hours before the start,
 * per service type (a call-out is planned differently from a bay booking, so it may differ).
 */
export const FREE_CHANGE_HOURS_DEFAULT = 24;
export const FREE_CHANGE_HOURS: Partial<Record<ServiceType, number>> = {};
export const freeChangeHoursFor = (serviceType: string) => FREE_CHANGE_HOURS[serviceType as ServiceType] ?? FREE_CHANGE_HOURS_DEFAULT;

/** Until when the customer may change or cancel online, free of charge. */
export function freeChangeUntil(startsAt: Date | string, serviceType: string): Date {
  return new Date(new Date(startsAt).getTime() - freeChangeHoursFor(serviceType) * 3_600_000);
}

export const isWithinFreeChangeWindow = (startsAt: Date | string, serviceType: string, now: Date) =>
  now.getTime() < freeChangeUntil(startsAt, serviceType).getTime();

/**
 * The policy in words: the one source for the API's refusal, the e-mails, the dialogs and the
 * terms page. {hours} is the service type's window.
 */
export const BOOKING_POLICY_TEXT = {
  fi: 'Varauksen voi muuttaa tai perua maksutta verkossa {hours} tuntia ennen varattua aikaa. Sen jälkeen muutokset ja peruutukset onnistuvat vain ottamalla yhteyttä toimipisteeseen. Peruutetun varauksen maksu palautetaan kokonaan samalle kortille.',
  en: 'You can change or cancel your booking free of charge online until {hours} hours before the appointment. After that, changes and cancellations can only be made by contacting the location. A cancelled booking is refunded in full to the same card.',
} as const;

export function bookingPolicyText(language: 'fi' | 'en', serviceType?: string): string {
  const hours = serviceType ? freeChangeHoursFor(serviceType) : FREE_CHANGE_HOURS_DEFAULT;
  return BOOKING_POLICY_TEXT[language].replace('{hours}', String(hours));
}

/** Who did something to a reservation or order (its history's actor). */
export const ACTOR_TYPES = ['customer', 'guest', 'admin', 'system'] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];
/** Where the change came from. */
export const EVENT_SOURCES = ['web', 'admin', 'job', 'webhook', 'payments'] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];

/** The kinds of events of a reservation's history. */
export const RESERVATION_EVENT_TYPES = [
  'created',
  'paid',
  'payment_failed',
  'confirmed',
  'started',
  'completed',
  'moved',
  'cancelled',
  'hold_expired',
  'revived',
  'refund_requested',
  'refunded',
  'refund_failed',
  /** A guest booking joined the account of a customer who signed in with a code sent to its e-mail address. */
  'linked_to_account',
  /** The tire hotel (issue 27): staff recorded a set at intake, took it out of storage, put it back. */
  'tire_set_stored',
  'tire_set_taken_out',
  'tire_set_returned',
] as const;
export type ReservationEventType = (typeof RESERVATION_EVENT_TYPES)[number];
