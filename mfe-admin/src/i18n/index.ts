import type { LanguageMessages } from '@tire/platform';
import { en } from './en.js';
import { fi } from './fi.js';

export const messages: LanguageMessages = { fi, en };
