import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchParams } from 'react-router-dom';
import { SEASON_CHANGE_QUERY_PARAM, type User } from '@tire/contracts';
import { useGetSeasonChangePrefillQuery } from '../api/season-prefill-api.js';
import type { ReservationFormState } from './use-reservation-form-state.js';

/**
 * "Book the change" (/tire-change?tireSet=<id>): the signed-in owner's stored set fills the form's
 * location, service, plate and size and names the set, so the server links the booking to it and
 * holds it to the warehouse's lead time. The day and time stay the customer's choice.
 */
export function useSeasonChangePrefill(form: ReservationFormState, user: User | null) {
  const [params] = useSearchParams();
  const id = Number(params.get(SEASON_CHANGE_QUERY_PARAM));
  const wanted = Number.isInteger(id) && id > 0 ? id : undefined;
  const query = useGetSeasonChangePrefillQuery(user && wanted ? wanted : skipToken);
  const prefill = query.data;
  const { setValue, getValues } = form;
  useEffect(() => {
    if (!prefill) return;
    setValue('tireSetId', String(prefill.tireSetId));
    setValue('serviceType', prefill.serviceType);
    setValue('locationId', String(prefill.locationId));
    setValue('registrationNumber', prefill.licensePlate);
    setValue('tireSize', prefill.tireSize);
    // A day remembered from before that the set cannot be ready for is not kept.
    if (getValues('scheduledDate').slice(0, 10) < prefill.earliestDate) {
      setValue('scheduledDate', '');
      setValue('scheduledTime', '');
    }
  }, [prefill, setValue, getValues]);
  return { prefill, failed: Boolean(wanted && user && query.isError) };
}
