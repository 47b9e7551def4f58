import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECT_DELAYS_MS } from '@tire/contracts';
import { requireLogin, toastThen, useClock, useCurrentUser } from '@tire/platform';
import { useIntl } from 'react-intl';

export type AdminAccess = 'checking' | 'allowed' | 'denied';

/**
 * The page-level check of spec section 6 (the server checks every admin call on its own):
 * a guest gets the login-required toast and goes to /api/login, a signed-in customer gets
 * "Ei käyttöoikeutta" and goes home, both after 0.5 s.
 */
export function useAdminAccess(): AdminAccess {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const intl = useIntl();
  const clock = useClock();
  const access: AdminAccess = isLoading ? 'checking' : user?.isAdmin ? 'allowed' : 'denied';

  useEffect(() => {
    if (access !== 'denied') return;
    if (!user) return requireLogin(clock);
    const t = (id: string) => intl.formatMessage({ id });
    return toastThen(
      { title: t('access.forbidden.title'), description: t('access.forbidden.description'), variant: 'destructive' },
      REDIRECT_DELAYS_MS.loginRequired,
      () => navigate('/'),
      clock,
    );
  }, [access, user, navigate, intl, clock]);

  return access;
}
