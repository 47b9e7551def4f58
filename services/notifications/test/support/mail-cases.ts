import { it } from 'vitest';
import { expectMail, type ExpectedMail } from './mail-reading.js';
import type { useMailingService } from './mailing-service.js';

type Sender = ReturnType<ReturnType<typeof useMailingService>['sender']>;

/** One e-mail a test reads: the event's changes over the sender's defaults, its job id, and what the e-mail says. */
export interface MailCase extends ExpectedMail {
  title: string;
  event?: Record<string, unknown>;
  jobId: string;
}

/**
 * A test a case: each queues its event and reads the e-mail it makes. The e-mail tests are one
 * shape (an event, in Finnish and in English, and the words the customer must read), so a table
 * of cases states what differs and this states the rest once.
 */
export function itReadsEach(sender: Sender, cases: readonly MailCase[]) {
  for (const { title, event = {}, jobId, ...expected } of cases) it(title, async () => expectMail(await sender.deliver(event, jobId), expected));
}
