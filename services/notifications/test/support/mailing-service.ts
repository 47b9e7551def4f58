import { sentTo, startSmtpCatcher, type CaughtMessage, type SmtpCatcher } from '@tire/service-kit/testing/smtp-catcher';
import type { Job, JobsOptions } from 'bullmq';
import { afterAll, beforeAll, expect } from 'vitest';
import { FAST_RETRIES, startTestNotifications } from './test-notifications.js';

/**
 * The service sending to an SMTP catcher, started once for the test file (beforeAll) and stopped
 * after it (afterAll): the e-mail tests queue events as the other services do and read what a
 * customer would get.
 */
export function useMailingService() {
  let smtp: SmtpCatcher;
  let service: ReturnType<typeof startTestNotifications>;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    service = startTestNotifications({ smtpPort: smtp.port });
  });
  afterAll(async () => {
    await service.close();
    await smtp.stop();
  });

  return {
    /** Queues an event of `type` as its producer would; quick retries unless `options` say otherwise. */
    send: (type: string, data: object, jobId: string, options: JobsOptions = FAST_RETRIES) => service.queue.add(type, data, { jobId, ...options }),
    /**
     * Queues events of `type`: `defaults` with each test's overrides (the event a test changes,
     * field by field). `.deliver` queues one and waits for the e-mail it makes, to the event's address.
     */
    sender(type: string, defaults: object = {}, options: JobsOptions = FAST_RETRIES) {
      const send = (overrides: Record<string, unknown>, jobId: string) => service.queue.add(type, { ...defaults, ...overrides }, { jobId, ...options });
      const deliver = async (overrides: Record<string, unknown>, jobId: string) => {
        await send(overrides, jobId);
        const { email } = { ...defaults, ...overrides } as { email?: unknown };
        return smtp.waitFor(sentTo(String(email)));
      };
      return Object.assign(send, { deliver });
    },
    /** The first e-mail (already caught or still to come) that matches. */
    waitFor: (predicate: (message: CaughtMessage) => boolean) => smtp.waitFor(predicate),
    /** The first e-mail to `address`. */
    mailTo: (address: string) => smtp.waitFor(sentTo(address)),
    /** The job of an event without an e-mail address completes, having sent nothing (and without failing). */
    async expectSentNothing(job: Job) {
      await expect.poll(async () => await job.getState(), { timeout: 10_000 }).toBe('completed');
      expect((await service.queue.getJob(job.id!))?.returnvalue).toEqual({ sent: false, reason: 'no e-mail address' });
    },
  };
}
