import { MessagesIntl, useDocumentTitle } from '@tire/platform';
import { accountMessages } from '../i18n/index.js';
import { useTranslate } from '../shared/use-translate.js';
import { LoginFlow } from '../features/login/components/login-flow.js';

/** /login: a code by e-mail in two steps, or Google. */
export function LoginPage() {
  return (
    <MessagesIntl messages={accountMessages}>
      <Login />
    </MessagesIntl>
  );
}

function Login() {
  const t = useTranslate();
  useDocumentTitle(t('login.title'));
  return (
    <div className="container page auth-page">
      <header className="page__header">
        <h1 className="page__title">{t('login.title')}</h1>
        <p className="page__lead">{t('login.lead')}</p>
      </header>
      <LoginFlow />
    </div>
  );
}
