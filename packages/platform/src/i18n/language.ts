import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, type Language } from '@tire/contracts';

/**
 * The cookie that tells the server which language to send a page in (the shell's HTML is
 * prerendered in each language and the BFF picks one by this cookie, before any script runs).
 * It mirrors the choice in local storage, which stays where the choice is kept (spec: restored
 * from local storage).
 */
export const LANGUAGE_COOKIE = 'language';
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** Set while the shell's pages are rendered to HTML at build time: there is no browser to ask. */
let renderingLanguage: Language | undefined;

/** The server renderer (the shell's prerender) renders in this language; undefined ends it. */
export function renderInLanguage(language: Language | undefined) {
  renderingLanguage = language;
}

/** The language the language cookie names, if any (undefined outside a browser). */
export function languageCookie(): Language | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

/**
 * The chosen language: local storage `language`, else the language cookie (storage may be off
 * or cleared), else Finnish.
 */
export function getLanguage(): Language {
  if (renderingLanguage) return renderingLanguage;
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // storage off: the cookie, or the default
  }
  return languageCookie() ?? DEFAULT_LANGUAGE;
}

/**
 * Writes the language cookie when it does not already say `language`, so the server sends the
 * next page in it (a choice made before the cookie existed is carried over on the next visit).
 */
export function rememberLanguageForServer(language: Language = getLanguage()) {
  if (typeof document === 'undefined' || languageCookie() === language) return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/**
 * Stores the choice (local storage, as the original does, and the cookie for the server) and
 * reloads, so every remote starts in the new language.
 */
export function setLanguage(language: Language) {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  rememberLanguageForServer(language);
  window.location.reload();
}

/**
 * BCP 47 tags for Intl formatting. The English pages follow Finnish conventions, which British
 * English shares: day before month, 24-hour times, weeks from Monday, a decimal point (en-FI
 * would mix a decimal comma into English text). Numeric dates are written day.month. by
 * formatShortDay and the calendar.
 */
export const LOCALE_TAGS: Record<Language, string> = { fi: 'fi-FI', en: 'en-GB' };
