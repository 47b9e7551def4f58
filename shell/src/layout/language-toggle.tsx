import { useIntl } from 'react-intl';
import { LANGUAGES, type Language } from '@tire/contracts';
import { getLanguage, setLanguage } from '@tire/platform';

/** FI / EN: stores the choice under `language` and reloads, so every remote starts in it. */
export function LanguageToggle() {
  const intl = useIntl();
  const current = getLanguage();
  return (
    <div className="language-toggle" role="group" aria-label={intl.formatMessage({ id: 'language.label' })}>
      {LANGUAGES.map((language: Language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-toggle__option"
          aria-pressed={language === current}
          aria-label={intl.formatMessage({ id: `language.${language}` })}
          onClick={() => language !== current && setLanguage(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
