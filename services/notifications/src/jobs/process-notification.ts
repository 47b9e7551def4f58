import { NOTIFICATION_EVENTS, type NotificationEventType } from '@tire/contracts';
import type { Logger } from '@tire/service-kit';
import { UnrecoverableError, type Job } from 'bullmq';
import { DEFAULT_CONTACT_INBOX } from '../config.js';
import type { Mailer, OutgoingEmail } from '../mailer.js';
import { bookingReceiptEmail } from '../templates/booking-receipt-email.js';
import { contactReceivedEmail } from '../templates/contact-received-email.js';
import { loginCodeEmail } from '../templates/login-code-email.js';
import { paymentReceiptEmail } from '../templates/payment-receipt-email.js';
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

/** The e-mail an event leads to, or why there is none. */
function emailFor(type: NotificationEventType, data: unknown, publicUrl: string, contactInbox: string): OutgoingEmail | string {
  switch (type) {
    case 'login-code.requested':
      return loginCodeEmail(NOTIFICATION_EVENTS[type].parse(data));
    case 'reservation.created': {
      const event = NOTIFICATION_EVENTS[type].parse(data);
      // A guest may book without an e-mail address; then there is nobody to send a receipt to.
      if (!event.email) return 'no e-mail address';
      return bookingReceiptEmail({ ...event, email: event.email }, { publicUrl });
    }
    case 'reservation.status-changed': {
      const event = NOTIFICATION_EVENTS[type].parse(data);
      if (!event.email) return 'no e-mail address';
      return statusChangedEmail({ ...event, email: event.email }, { publicUrl });
    }
    case 'payment.succeeded': {
      const event = NOTIFICATION_EVENTS[type].parse(data);
      if (!event.email) return 'no e-mail address';
      return paymentReceiptEmail({ ...event, email: event.email }, { publicUrl });
    }
    case 'contact.received':
      return contactReceivedEmail(NOTIFICATION_EVENTS[type].parse(data), { inbox: contactInbox });
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
