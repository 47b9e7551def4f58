import { useReturnTo, withReturnTo } from '@tire/platform';
import { useForm } from 'react-hook-form';
import { contractResolver } from '@tire/platform/forms';
import { Link } from 'react-router-dom';
import { PAGE_PATHS, signupBodySchema } from '@tire/contracts';
import { Button } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import { CodeStep } from '../../../shared/auth/components/code-step.js';
import { PersonalFields } from '../../../shared/account-details/components/personal-fields.js';
import { VehicleFields } from '../../../shared/account-details/components/vehicle-fields.js';
import { emptyDetails, type DetailsValues } from '../../../shared/account-details/details-values.js';
import { useSignup, type SignupInput } from '../hooks/use-signup.js';

// The contract's schema validates the form, so the browser and the API agree on every rule and message.
const resolver = contractResolver<DetailsValues, SignupInput>(signupBodySchema);

/** The sign-up form (personal and vehicle sections), then the code step. */
export function SignupFlow() {
  const t = useTranslate();
  const returnTo = useReturnTo();
  // The form lives above both steps, so Back from the code step finds the details as they were.
  const form = useForm<DetailsValues, unknown, SignupInput>({ resolver, defaultValues: emptyDetails });
  const { register, handleSubmit, formState } = form;
  const { errors, isSubmitting } = formState;
  const { submit, codeFor, backToForm, onVerified } = useSignup();

  if (codeFor) {
    return (
      <div className="auth-card">
        <h2 className="auth-card__title">{t('signup.code.title')}</h2>
        <CodeStep email={codeFor} onVerified={onVerified} onBack={backToForm} />
      </div>
    );
  }

  return (
    <div className="auth-card auth-card--wide">
      <form className="auth-form" noValidate onSubmit={handleSubmit(submit)} aria-busy={isSubmitting || undefined}>
        <fieldset className="form-section">
          <legend className="form-section__legend">{t('signup.section.personal')}</legend>
          <PersonalFields register={register} errors={errors} withEmail />
        </fieldset>
        <fieldset className="form-section">
          <legend className="form-section__legend">{t('signup.section.vehicle')}</legend>
          <VehicleFields register={register} errors={errors} />
        </fieldset>
        <Button type="submit" size="lg" loading={isSubmitting} className="auth-form__submit">
          {isSubmitting ? t('signup.submitting') : t('signup.submit')}
        </Button>
      </form>
      <p className="auth-card__switch">
        {t('signup.haveAccount')} <Link to={withReturnTo(PAGE_PATHS.login, returnTo)}>{t('signup.loginLink')}</Link>
      </p>
    </div>
  );
}
