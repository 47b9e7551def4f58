import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as it arrived: the parsed e-mail plus the SMTP envelope it came with. */
export interface CaughtMessage extends ParsedMail {
  envelope: { from: string | undefined; to: string[] };
}

export interface SmtpCatcher {
  port: number;
  /** Every message received so far, oldest first. */
  messages: CaughtMessage[];
  /** The first message (already here or still to come) that matches; rejects after timeoutMs. */
  waitFor(predicate: (message: CaughtMessage) => boolean, timeoutMs?: number): Promise<CaughtMessage>;
  clear(): void;
  stop(): Promise<void>;
}

/** Who a message is addressed to, lower-cased, for predicates like `sentTo('a@b.fi')`. */
export const sentTo = (email: string) => (message: CaughtMessage) => message.envelope.to.some((to) => to.toLowerCase() === email.toLowerCase());

/**
 * A real SMTP server for tests (unit, integration and e2e): whatever the code under test sends
 * over SMTP is parsed with mailparser and kept, so tests read the e-mail a person would get.
 * No TLS and no authentication required; `port: 0` picks a free port.
 */
export async function startSmtpCatcher({ port = 0, host = '127.0.0.1' }: { port?: number; host?: string } = {}): Promise<SmtpCatcher> {
  const messages: CaughtMessage[] = [];
  const waiters = new Set<{ predicate: (message: CaughtMessage) => boolean; resolve: (message: CaughtMessage) => void }>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'test' });
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const message: CaughtMessage = Object.assign(parsed, {
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
              to: session.envelope.rcptTo.map((to) => to.address),
            },
          });
          messages.push(message);
          for (const waiter of waiters) {
            if (waiter.predicate(message)) {
              waiters.delete(waiter);
              waiter.resolve(message);
            }
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });

  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    waitFor(predicate, timeoutMs = 10_000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          predicate,
          resolve: (message: CaughtMessage) => {
            clearTimeout(timer);
            resolve(message);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const seen = messages.map((message) => `${message.envelope.to.join(',')}: ${message.subject}`).join('; ') || 'none';
          reject(new Error(`No matching e-mail within ${timeoutMs} ms (received: ${seen})`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    clear() {
      messages.length = 0;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
