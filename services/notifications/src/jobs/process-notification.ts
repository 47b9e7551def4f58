import { isEventName, NOTIFICATION_EVENTS, type EventName, type NotificationEvent } from '@tire/contracts';
import type { Logger } from '@tire/service-kit';
import { UnrecoverableError, type Job } from 'bullmq';
import { DEFAULT_CONTACT_INBOX } from '../config.js';
import type { SentEmail } from '../data-access/personal-data.js';
import type { Mailer, OutgoingEmail } from '../mailer.js';
import { bookingHeldEmail } from '../templates/booking-held-email.js';
import { cancelledEmail } from '../templates/cancelled-email.js';
import { contactReceivedEmail } from '../templates/contact-received-email.js';
import { erasureNoticeEmail } from '../templates/erasure-notice-email.js';
import { loginCodeEmail } from '../templates/login-code-email.js';
import { manageLinkEmail } from '../templates/manage-link-email.js';
import { myBookingsLinkEmail } from '../templates/my-bookings-link-email.js';
import { noShowEmail } from '../templates/no-show-email.js';
import { orderPaidEmail } from '../templates/order-paid-email.js';
import { orderReadyEmail } from '../templates/order-ready-email.js';
import { paymentReceiptEmail } from '../templates/payment-receipt-email.js';
import { reminderEmail } from '../templates/reminder-email.js';
import { refundCompletedEmail } from '../templates/refund-completed-email.js';
import { rescheduledEmail } from '../templates/rescheduled-email.js';
import { signInLockedEmail } from '../templates/sign-in-locked-email.js';
import { statusChangedEmail } from '../templates/status-changed-email.js';
import { waitlistJoinedEmail } from '../templates/waitlist-joined-email.js';
import { seasonInvitationEmail } from '../templates/season-invitation-email.js';
import { waitlistOfferEmail } from '../templates/waitlist-offer-email.js';

export interface ProcessorDeps {
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
  /** The business's inbox for contact-form messages (CONTACT_INBOX). */
  contactInbox?: string;
  /** Records an e-mail that went out in the sent-e-mail log (a customer's download lists them). */
  recordSent?: (email: SentEmail) => Promise<void>;
}

/** Not logged: the last e-mail to an erased customer would bring their address back. */
const NOT_LOGGED: ReadonlySet<EventName> = new Set(['privacy.erased']);

export type NotificationResult = { sent: true; messageId: string } | { sent: false; reason: string };

interface Links {
  publicUrl: string;
  contactInbox: string;
}

/** An event addressed to a customer: sent only when it carries their e-mail address. */
type CustomerEmail<T> = (event: T & { email: string }, links: { publicUrl: string }) => OutgoingEmail;

/** The customer's e-mail for an event, or why there is none (a guest may book without an address). */
function toCustomer<T extends { email?: string | null }>(template: CustomerEmail<T>) {
  return (event: T, { publicUrl }: Links): OutgoingEmail | string =>
    event.email ? template({ ...event, email: event.email }, { publicUrl }) : 'no e-mail address';
}

/** Each event of the contract's list with the e-mail it leads to (or why there is none): an event without one does not compile. */
const EMAIL_OF: { [N in EventName]: (event: NotificationEvent<N>, links: Links) => OutgoingEmail | string } = {
  'login-code.requested': (event) => loginCodeEmail(event),
  'sign-in.locked': (event) => signInLockedEmail(event),
  'my-bookings.link': (event, { publicUrl }) => myBookingsLinkEmail(event, { publicUrl }),
  'contact.received': (event, { contactInbox }) => contactReceivedEmail(event, { inbox: contactInbox }),
  'reservation.created': toCustomer(bookingHeldEmail),
  'payment.succeeded': toCustomer(paymentReceiptEmail),
  'reservation.status-changed': toCustomer(statusChangedEmail),
  'reservation.rescheduled': toCustomer(rescheduledEmail),
  'reservation.cancelled': toCustomer(cancelledEmail),
  'reservation.no-show': toCustomer(noShowEmail),
  'reservation.manage-link': toCustomer(manageLinkEmail),
  'reservation.reminder': toCustomer(reminderEmail),
  'refund.completed': toCustomer(refundCompletedEmail),
  'order.paid': toCustomer(orderPaidEmail),
  'order.ready': toCustomer(orderReadyEmail),
  'waitlist.joined': toCustomer(waitlistJoinedEmail),
  'waitlist.offered': toCustomer(waitlistOfferEmail),
  'privacy.erased': (event) => erasureNoticeEmail(event),
  'season.invitation': toCustomer(seasonInvitationEmail),
};

/** The e-mail an event leads to, or why there is none; its data is parsed by the event's schema first (throws when it does not fit). */
function emailFor<N extends EventName>(name: N, data: unknown, links: Links): OutgoingEmail | string {
  const event = NOTIFICATION_EVENTS[name].parse(data) as NotificationEvent<N>;
  return EMAIL_OF[name](event, links);
}

/**
 * Turns one queued event into one e-mail. A send that fails throws, so BullMQ tries again with
 * exponential backoff; an event that can never be sent (unknown type, data the contract
 * rejects) fails at once with UnrecoverableError and goes to the dead-letter queue.
 */
export function createNotificationProcessor({ mailer, publicUrl, logger, contactInbox = DEFAULT_CONTACT_INBOX, recordSent }: ProcessorDeps) {
  return async function processNotification(job: Job): Promise<NotificationResult> {
    if (!isEventName(job.name)) throw new UnrecoverableError(`Unknown notification event "${job.name}"`);
    let email: OutgoingEmail | string;
    try {
      email = emailFor(job.name, job.data, { publicUrl, contactInbox });
    } catch (error) {
      throw new UnrecoverableError(`Invalid ${job.name} data: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (typeof email === 'string') {
      logger.info({ jobId: job.id, event: job.name, reason: email }, 'no e-mail to send');
      return { sent: false, reason: email };
    }
    const { messageId } = await mailer.send(email);
    logger.info({ jobId: job.id, event: job.name, messageId, attempt: job.attemptsMade + 1 }, 'e-mail sent');
    if (recordSent && !NOT_LOGGED.has(job.name)) {
      const language = (job.data as { language?: unknown }).language;
      // The e-mail is out: a log that cannot be written must not send it again (no throw, no retry).
      await recordSent({ recipient: email.to, type: job.name, subject: email.subject, language: typeof language === 'string' ? language : null }).catch(
        (error: unknown) => logger.warn({ err: error, jobId: job.id, event: job.name }, 'sent e-mail not recorded in the log'),
      );
    }
    return { sent: true, messageId };
  };
}
