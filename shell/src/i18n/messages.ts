import type { Language } from '@tire/contracts';
import type { LanguageMessages } from '@tire/platform';

/**
 * Only the visitor's language is fetched: the other language's messages would add ~4 KB gzip to every
 * first load, and a language change reloads the page anyway.
 */
export async function loadShellMessages(language: Language): Promise<Partial<LanguageMessages>> {
  if (language === 'en') return { en: (await import('./messages.en.js')).en };
  return { fi: (await import('./messages.fi.js')).fi };
}
