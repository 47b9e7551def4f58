import { NOTIFICATION_EVENTS, type NotificationEventType } from '@tire/contracts';
import type { Logger } from '@tire/service-kit';
import { UnrecoverableError, type Job } from 'bullmq';
import { DEFAULT_CONTACT_INBOX } from '../config.js';
import type { Mailer, OutgoingEmail } from '../mailer.js';
import { bookingHeldEmail } from '../templates/booking-held-email.js';
import { cancelledEmail } from '../templates/cancelled-email.js';
import { contactReceivedEmail } from '../templates/contact-received-email.js';
import { loginCodeEmail } from '../templates/login-code-email.js';
import { manageLinkEmail } from '../templates/manage-link-email.js';
import { orderPaidEmail } from '../templates/order-paid-email.js';
import { orderReadyEmail } from '../templates/order-ready-email.js';
import { paymentReceiptEmail } from '../templates/payment-receipt-email.js';
import { refundCompletedEmail } from '../templates/refund-completed-email.js';
import { rescheduledEmail } from '../templates/rescheduled-email.js';
import { signInLockedEmail } from '../templates/sign-in-locked-email.js';
import { statusChangedEmail } from '../templates/status-changed-email.js';

export interface ProcessorDeps {
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
  /** The business's inbox for contact-form messages (CONTACT_INBOX). */
  contactInbox?: string;
}

export type NotificationResult = { sent: true; messageId: string } | { sent: false; reason: string };

const isEventType = (name: string): name is NotificationEventType => Object.hasOwn(NOTIFICATION_EVENTS, name);

/** An event addressed to a customer: sent only when it carries their e-mail address. */
type CustomerEmail<T> = (event: T & { email: string }, links: { publicUrl: string }) => OutgoingEmail;

/** The customer's e-mail for an event, or why there is none (a guest may book without an address). */
function toCustomer<T extends { email?: string | null }>(event: T, template: CustomerEmail<T>, publicUrl: string): OutgoingEmail | string {
  if (!event.email) return 'no e-mail address';
  return template({ ...event, email: event.email }, { publicUrl });
}

/** The e-mail an event leads to, or why there is none. */
function emailFor(type: NotificationEventType, data: unknown, publicUrl: string, contactInbox: string): OutgoingEmail | string {
  switch (type) {
    case 'login-code.requested':
      return loginCodeEmail(NOTIFICATION_EVENTS[type].parse(data));
    case 'sign-in.locked':
      return signInLockedEmail(NOTIFICATION_EVENTS[type].parse(data));
    case 'contact.received':
      return contactReceivedEmail(NOTIFICATION_EVENTS[type].parse(data), { inbox: contactInbox });
    case 'reservation.created':
      return toCustomer(NOTIFICATION_EVENTS[type].parse(data), bookingHeldEmail, publicUrl);
    case 'payment.succeeded':
      return toCustomer(NOTIFICATION_EVENTS[type].parse(data), paymentReceiptEmail, publicUrl);
    case 'reservation.status-changed':
      return toCustomer(NOTIFICATION_EVENTS[type].parse(data), statusChangedEmail, publicUrl);
    case 'reservation.rescheduled':
      return toCustomer(NOTIFICATION_EVENTS[type].parse(data), rescheduledEmail, publicUrl);
    case 'reservation.cancelled':
      return toCustomer(NOTIFICATION_EVENTS[type].parse(data), cancelledEmail, publicUrl);
    case 'reservation.manage-link':
      return toCustomer(NOTIFICATION_EVENTS[type].parse(data), manageLinkEmail, publicUrl);
    case 'refund.completed':
      return toCustomer(NOTIFICATION_EVENTS[type].parse(data), refundCompletedEmail, publicUrl);
    case 'order.paid':
      return toCustomer(NOTIFICATION_EVENTS[type].parse(data), orderPaidEmail, publicUrl);
    case 'order.ready':
      return toCustomer(NOTIFICATION_EVENTS[type].parse(data), orderReadyEmail, publicUrl);
  }
}

/**
 * Turns one queued event into one e-mail. A send that fails throws, so BullMQ tries again with
 * exponential backoff; an event that can never be sent (unknown type, data the contract
 * rejects) fails at once with UnrecoverableError and goes to the dead-letter queue.
 */
export function createNotificationProcessor({ mailer, publicUrl, logger, contactInbox = DEFAULT_CONTACT_INBOX }: ProcessorDeps) {
  return async function processNotification(job: Job): Promise<NotificationResult> {
    if (!isEventType(job.name)) throw new UnrecoverableError(`Unknown notification event "${job.name}"`);
    let email: OutgoingEmail | string;
    try {
      email = emailFor(job.name, job.data, publicUrl, contactInbox);
    } catch (error) {
      throw new UnrecoverableError(`Invalid ${job.name} data: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (typeof email === 'string') {
      logger.info({ jobId: job.id, event: job.name, reason: email }, 'no e-mail to send');
      return { sent: false, reason: email };
    }
    const { messageId } = await mailer.send(email);
    logger.info({ jobId: job.id, event: job.name, messageId, attempt: job.attemptsMade + 1 }, 'e-mail sent');
    return { sent: true, messageId };
  };
}
