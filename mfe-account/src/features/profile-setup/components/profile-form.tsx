import { useForm } from 'react-hook-form';
import { contractResolver, useProfilePrefill } from '@tire/platform/forms';
import { profileBodySchema, type ProfileBody, type User } from '@tire/contracts';
import { Button } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import { PersonalFields } from '../../../shared/account-details/components/personal-fields.js';
import { VehicleFields } from '../../../shared/account-details/components/vehicle-fields.js';
import { detailsOfUser, emptyDetails, type DetailsValues } from '../../../shared/account-details/details-values.js';
import { useCompleteProfile } from '../hooks/use-complete-profile.js';

// The contract's schema validates the form (the same eight required fields and messages as sign-up).
const resolver = contractResolver<DetailsValues, ProfileBody>(profileBodySchema);

/** The nine profile fields, pre-filled from the user (and the sign-in's name claims). */
export function ProfileForm({ user }: { user: User | null }) {
  const t = useTranslate();
  const form = useForm<DetailsValues, unknown, ProfileBody>({ resolver, defaultValues: emptyDetails });
  const { register, handleSubmit, formState } = form;
  const { errors, isSubmitting } = formState;
  useProfilePrefill(form, user, detailsOfUser);
  const { save, saved } = useCompleteProfile();

  return (
    <form className="auth-form auth-card auth-card--wide" noValidate onSubmit={handleSubmit(save)} aria-busy={isSubmitting || undefined}>
      <fieldset className="form-section">
        <legend className="form-section__legend">{t('profile.section.personal')}</legend>
        <PersonalFields register={register} errors={errors} />
      </fieldset>
      <fieldset className="form-section">
        <legend className="form-section__legend">{t('profile.section.vehicle')}</legend>
        <VehicleFields register={register} errors={errors} />
      </fieldset>
      <Button type="submit" size="lg" loading={isSubmitting} disabled={saved} className="auth-form__submit">
        {isSubmitting ? t('profile.saving') : t('profile.submit')}
      </Button>
    </form>
  );
}
