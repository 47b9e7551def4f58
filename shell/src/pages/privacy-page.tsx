import { FormattedMessage, useIntl } from 'react-intl';
import { bookingPolicyText } from '@tire/contracts';
import { useDocumentTitle } from './use-document-title.js';

const SECTIONS = ['delivery', 'payment', 'confirmation', 'cancel', 'changes', 'prices', 'warranty', 'withdrawal', 'data', 'liability'] as const;

export function PrivacyPage() {
  useDocumentTitle('privacy.title');
  const intl = useIntl();
  // The booking policy is the contract's one text (the same the API, the e-mails and the dialogs use).
  const policy = bookingPolicyText(intl.locale.startsWith('en') ? 'en' : 'fi');
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
          <p>{section === 'cancel' ? policy : <FormattedMessage id={`privacy.${section}.text`} />}</p>
        </section>
      ))}
    </div>
  );
}
