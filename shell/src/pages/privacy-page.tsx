import { FormattedMessage } from 'react-intl';
import { useDocumentTitle } from './use-document-title.js';

const SECTIONS = ['delivery', 'payment', 'confirmation', 'cancel', 'changes', 'prices', 'warranty', 'withdrawal', 'data', 'liability'] as const;

export function PrivacyPage() {
  useDocumentTitle('privacy.title');
  return (
    <div className="container page prose">
      <header className="page__header">
        <h1>
          <FormattedMessage id="privacy.title" />
        </h1>
        <p className="page__lead">
          <FormattedMessage id="privacy.lead" />
        </p>
      </header>
      {SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`privacy-${section}`}>
          <h2 id={`privacy-${section}`}>
            <FormattedMessage id={`privacy.${section}.title`} />
          </h2>
          <p>
            <FormattedMessage id={`privacy.${section}.text`} />
          </p>
        </section>
      ))}
    </div>
  );
}
