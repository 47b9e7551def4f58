import type { ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import type { Language } from '@tire/contracts';
import { personalDataMessages } from '../privacy/personal-data-messages.js';
import { errorMessages } from './error-messages.js';
import { getLanguage, LOCALE_TAGS } from './language.js';

export type LanguageMessages = Record<Language, Record<string, string>>;

/**
 * Each remote (and the shell) owns its messages and wraps its pages in this provider, so a
 * team ships its texts with its bundle. Where the Finnish messages are given, it fills any gap
 * of the current language (the shell fetches only the current one). The contract's failures
 * (`error.<code>`, the platform's) come first, so a page can say any failure by its code and a
 * remote may still say one its own way. So come the texts of a person's own data, which more than
 * one remote shows (the shared PersonalDataPanel).
 */
const shared: LanguageMessages = {
  fi: { ...errorMessages.fi, ...personalDataMessages.fi },
  en: { ...errorMessages.en, ...personalDataMessages.en },
};

export function MessagesIntl({ messages, children }: { messages: Partial<LanguageMessages>; children: ReactNode }) {
  const language = getLanguage();
  return (
    <IntlProvider
      locale={LOCALE_TAGS[language]}
      defaultLocale="fi-FI"
      messages={{ ...shared.fi, ...messages.fi, ...shared[language], ...messages[language] }}
      onError={reportIntlError}
    >
      {children}
    </IntlProvider>
  );
}

type IntlError = Parameters<NonNullable<IntlConfig['onError']>>[0];

/**
 * A text that no language has is reported in every build (react-intl only does so in
 * development), so the browser tests over the production bundles catch it.
 */
function reportIntlError(error: IntlError) {
  if (error.code === 'MISSING_TRANSLATION') console.error(`[i18n] MISSING_TRANSLATION: ${error.message}`);
  else if (process.env.NODE_ENV !== 'production') console.error(error);
}
