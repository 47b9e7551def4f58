import { LANGUAGES, type Language } from '@tire/contracts';
import { getLanguage, setLanguage, useTranslate } from '@tire/platform';

/** FI / EN: stores the choice under `language` and reloads, so every remote starts in it. */
export function LanguageToggle() {
  const t = useTranslate();
  const current = getLanguage();
  return (
    <div className="language-toggle" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((language: Language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-toggle__option"
          aria-pressed={language === current}
          aria-label={t(`language.${language}`)}
          onClick={() => language !== current && setLanguage(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
