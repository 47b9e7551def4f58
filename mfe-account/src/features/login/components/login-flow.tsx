import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LOGIN_ERROR_PARAM, LOGIN_ERRORS, PAGE_PATHS, type User } from '@tire/contracts';
import { toast, useReturnTo, withReturnTo } from '@tire/platform';
import { Alert } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import { CodeStep } from '../../../shared/auth/components/code-step.js';
import { useSendCode } from '../hooks/use-send-code.js';
import { EmailStep } from './email-step.js';
import { GoogleSignIn } from './google-sign-in.js';

/** Login in two steps (e-mail, then the code), Google as the other way in, and a way to sign up. */
export function LoginFlow() {
  const t = useTranslate();
  const returnTo = useReturnTo();
  const navigate = useNavigate();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [cameBack, setCameBack] = useState(false);
  const { send, sending } = useSendCode();
  // Google came back here because the address already has an account: its owner signs in with a code first.
  const [params] = useSearchParams();
  const accountExists = params.get(LOGIN_ERROR_PARAM) === LOGIN_ERRORS.oidcAccountExists;
  // Google sign-in was cancelled or failed (any step): the code by e-mail still works.
  const googleFailed = params.get(LOGIN_ERROR_PARAM) === LOGIN_ERRORS.oidc;

  const sendCode = async () => {
    if (await send(email)) setStep('code');
  };
  const onVerified = (user: User) => {
    toast({ title: t('toast.loggedIn.title'), description: t('toast.loggedIn.description'), variant: 'success', carriedToNextPage: true });
    // Back to the page that asked for a login (the cart, say), else the admin's or the customer's home.
    navigate(returnTo ?? (user.isAdmin ? PAGE_PATHS.admin : PAGE_PATHS.dashboard));
  };

  return (
    <div className="auth-card">
      {accountExists && <Alert tone="warning">{t('login.error.oidcAccountExists')}</Alert>}
      {googleFailed && <Alert tone="warning">{t('login.error.oidc')}</Alert>}
      {step === 'email' ? (
        <EmailStep email={email} onEmailChange={setEmail} onSubmit={sendCode} sending={sending} autoFocus={cameBack} />
      ) : (
        <CodeStep
          email={email.trim()}
          onVerified={onVerified}
          onBack={() => {
            setCameBack(true);
            setStep('email');
          }}
        />
      )}
      <GoogleSignIn />
      <p className="auth-card__switch">
        {t('login.noAccount')} <Link to={withReturnTo(PAGE_PATHS.signup, returnTo)}>{t('login.signupLink')}</Link>
      </p>
      {/* Booked as a guest: the bookings of an address by an e-mailed link, no account needed. */}
      <p className="auth-card__switch">
        {t('login.guestBookings')} <Link to={PAGE_PATHS.myBookings}>{t('login.myBookingsLink')}</Link>
      </p>
    </div>
  );
}
