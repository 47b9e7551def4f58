import { MessagesIntl, useDocumentTitle, useRequireSignIn } from '@tire/platform';
import { accountMessages } from '../i18n/index.js';
import { useTranslate } from '../shared/use-translate.js';
import { ProfileForm } from '../features/profile-setup/components/profile-form.js';

/** /profile-setup: the signed-in customer completes contact and vehicle details. */
export function ProfileSetupPage() {
  return (
    <MessagesIntl messages={accountMessages}>
      <ProfileSetup />
    </MessagesIntl>
  );
}

function ProfileSetup() {
  const t = useTranslate();
  useDocumentTitle(t('profile.title'));
  const { user } = useRequireSignIn();
  return (
    <div className="container page auth-page">
      <header className="page__header">
        <h1 className="page__title">{t('profile.title')}</h1>
        <p className="page__lead">{t('profile.lead')}</p>
      </header>
      <ProfileForm user={user} />
    </div>
  );
}
