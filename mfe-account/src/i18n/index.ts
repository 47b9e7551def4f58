import type { LanguageMessages } from '@tire/platform';
import { en } from './en.js';
import { fi } from './fi.js';

/** The account remote's own texts: shipped with its bundle, provided by <MessagesIntl>. */
export const accountMessages: LanguageMessages = { fi, en };
