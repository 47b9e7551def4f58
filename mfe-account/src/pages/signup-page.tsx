import { MessagesIntl, useDocumentTitle } from '@tire/platform';
import { accountMessages } from '../i18n/index.js';
import { useTranslate } from '../shared/use-translate.js';
import { SignupFlow } from '../features/signup/components/signup-flow.js';

/** /signup: personal and vehicle details, then the code from the e-mail. */
export function SignupPage() {
  return (
    <MessagesIntl messages={accountMessages}>
      <Signup />
    </MessagesIntl>
  );
}

function Signup() {
  const t = useTranslate();
  useDocumentTitle(t('signup.title'));
  return (
    <div className="container page auth-page">
      <header className="page__header">
        <h1 className="page__title">{t('signup.title')}</h1>
        <p className="page__lead">{t('signup.lead')}</p>
      </header>
      <SignupFlow />
    </div>
  );
}
