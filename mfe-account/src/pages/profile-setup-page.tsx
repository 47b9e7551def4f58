import { PageFrame, useRequireSignIn, withMessages } from '@tire/platform';
import { accountMessages } from '../i18n/index.js';
import { useTranslate } from '../shared/use-translate.js';
import { ProfileForm } from '../features/profile-setup/components/profile-form.js';

/** /profile-setup: the signed-in customer completes contact and vehicle details. */
export const ProfileSetupPage = withMessages(accountMessages, function ProfileSetup() {
  const t = useTranslate();
  const { user } = useRequireSignIn();
  return (
    <PageFrame title={t('profile.title')} lead={t('profile.lead')} className="auth-page">
      <ProfileForm user={user} />
    </PageFrame>
  );
});
