import { useReturnTo, withReturnTo } from '@tire/platform';
import { API_PATHS } from '@tire/contracts/paths';
import { buttonClassName } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import { useSignInOptionsQuery } from '../../../shared/auth/api/auth-api.js';

/**
 * 'Sign in with Google': a full page navigation to the BFF's /api/login, which starts OpenID
 * Connect and comes back to the page that asked for the login. Shown only when the BFF has a
 * provider configured (nothing else would happen), and labelled when that provider is the local
 * development stand-in. A real link, so it also opens in a new tab.
 */
export function GoogleSignIn() {
  const t = useTranslate();
  const returnTo = useReturnTo();
  const { data: options } = useSignInOptionsQuery();
  if (!options?.google) return null;
  return (
    <>
      <p className="auth-card__divider">
        <span>{t('login.or')}</span>
      </p>
      <a href={withReturnTo(API_PATHS.login, returnTo)} className={buttonClassName('outline', 'md', 'auth-google')}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.7v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z" />
          <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z" />
          <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8l4-3.1z" />
          <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z" />
        </svg>
        {options.developmentProvider ? `${t('login.google')} ${t('login.google.development')}` : t('login.google')}
      </a>
    </>
  );
}
