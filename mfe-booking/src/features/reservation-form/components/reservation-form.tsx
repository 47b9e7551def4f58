import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { User } from '@tire/contracts';
import { useCurrentUser, useGetServiceLocationsQuery } from '@tire/platform';
import { useContractMessage, useTranslate } from '../../../shared/use-translate.js';
import { FORM_ID } from '../field-focus.js';
import { useReservationFormState } from '../hooks/use-reservation-form-state.js';
import { useReservationSubmit } from '../hooks/use-reservation-submit.js';
import { useInvitationPrefill } from '../hooks/use-invitation-prefill.js';
import { useSeasonChangePrefill } from '../hooks/use-season-change-prefill.js';
import { BookingAside } from './booking-aside.js';
import { ContactFieldset } from './contact-fieldset.js';
import { ExtrasFieldset } from './extras-fieldset.js';
import { SeasonChangeNote } from './season-change-note.js';
import { ServiceSelect } from './service-select.js';
import { VehicleFieldset } from './vehicle-fieldset.js';
import { WhenFieldset } from './when-fieldset.js';

/** The booking form: service, where and when, the car, extras and contact, with its summary beside it. */
export function ReservationForm({ aside }: { aside?: ReactNode }) {
  const t = useTranslate();
  const contractMessage = useContractMessage();
  const { user } = useCurrentUser();
  const form = useReservationFormState(user);
  const ownSet = useSeasonChangePrefill(form, user);
  // A season invitation's link pre-fills the same way, for a guest too.
  const invitation = useInvitationPrefill(form);
  const seasonChange = { prefill: ownSet.prefill ?? invitation.prefill, failed: ownSet.failed || invitation.failed };
  const { register, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const [serviceType, locationId, scheduledDate, scheduledTime, extras] = useWatch({
    control,
    name: ['serviceType', 'locationId', 'scheduledDate', 'scheduledTime', 'additionalServices'],
  });
  const locations = useGetServiceLocationsQuery();
  const { formRef, onSubmit, created, notSent } = useReservationSubmit(form, { guest: !user });
  const chosenId = locationId ? Number(locationId) : undefined;
  const location = locations.data?.find((candidate) => candidate.id === chosenId);

  return (
    <div className="booking-layout">
      <form ref={formRef} id={FORM_ID} className="reservation-form booking-layout__main" noValidate onSubmit={onSubmit} aria-busy={isSubmitting || undefined}>
        <SeasonChangeNote prefill={seasonChange.prefill} failed={seasonChange.failed} />
        <fieldset className="form-section">
          <legend className="form-section__legend">{t('form.section.service')}</legend>
          <ServiceSelect registration={register('serviceType')} value={serviceType} error={contractMessage(errors.serviceType?.message)} />
        </fieldset>
        <WhenFieldset form={form} locations={locations} created={created} guest={!user} fetchFrom={seasonChange.prefill?.earliestDate} />
        <VehicleFieldset register={register} errors={errors} />
        <ExtrasFieldset registration={register('additionalServices')} />
        <ContactFieldset register={register} errors={errors} signedInName={signedInName(user)} callOut={serviceType === 'call_mechanic'} />
      </form>
      <BookingAside
        summary={{ serviceType, extras, location, date: scheduledDate.slice(0, 10), time: scheduledTime }}
        created={created}
        notSent={notSent}
        submitting={isSubmitting}
      >
        {aside}
      </BookingAside>
    </div>
  );
}

const signedInName = (user: User | null) => (user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email : null);
