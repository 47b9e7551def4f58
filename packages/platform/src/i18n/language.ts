import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, type Language } from '@tire/contracts';

/** The chosen language: local storage `language`, Finnish by default. */
export function getLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Stores the choice and reloads, as the original does, so every remote starts in the new language. */
export function setLanguage(language: Language) {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  window.location.reload();
}

/**
 * BCP 47 tags for Intl formatting. The English pages follow Finnish conventions, which British
 * English shares: day before month, 24-hour times, weeks from Monday, a decimal point (en-FI
 * would mix a decimal comma into English text). Numeric dates are written day.month. by
 * formatShortDay and the calendar.
 */
export const LOCALE_TAGS: Record<Language, string> = { fi: 'fi-FI', en: 'en-GB' };
