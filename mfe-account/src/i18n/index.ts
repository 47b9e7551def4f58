import type { MessageCatalogue } from '@tire/platform';
import { en } from './en.js';
import { fi } from './fi.js';

export const messages: MessageCatalogue = { fi, en };
