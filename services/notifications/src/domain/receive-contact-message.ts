import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@tire/contracts';
import type { z } from 'zod';
import type { contactBodySchema } from '@tire/contracts';
import type { NewContactMessage, StoredContactMessage } from '../data-access/contact-messages-repository.js';

export interface ContactCaller {
  /** The language the visitor uses the site in (x-user-language from the BFF). */
  language: string | undefined;
  /** Set when a signed-in customer writes. */
  userId: string | undefined;
}

export type SaveContactMessage = (message: NewContactMessage) => Promise<StoredContactMessage>;

const languageOf = (value: string | undefined): Language => ((LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE);

/** A visitor's message to the business: kept, and mailed to the business's inbox after the commit. */
export async function receiveContactMessage(
  body: z.output<typeof contactBodySchema>,
  caller: ContactCaller,
  save: SaveContactMessage,
): Promise<StoredContactMessage> {
  return save({ ...body, language: languageOf(caller.language), userId: caller.userId || null });
}
