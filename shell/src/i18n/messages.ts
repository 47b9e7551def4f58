import type { MessageCatalogue } from '@tire/platform';
import { en } from './messages.en.js';
import { fi } from './messages.fi.js';

export const shellMessages: MessageCatalogue = { fi, en };
