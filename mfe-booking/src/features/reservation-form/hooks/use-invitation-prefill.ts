import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { INVITATION_TOKEN_FRAGMENT_PARAM, invitationTokenPattern } from '@tire/contracts';
import { useFragmentToken } from '../../../shared/use-fragment-token.js';
import { useGetSeasonInvitationQuery } from '../api/season-prefill-api.js';
import type { ReservationFormState } from './use-reservation-form-state.js';

const STORAGE_KEY = 'tire.seasonInvitation';

/**
 * A season invitation's link (/tire-change#invitation=<token>, issue 27 part 5): the hotel
 * customer's stored set fills the form's location, service, plate and size as "Book the change"
 * does, the e-mail it was sent to fills the contact address, and the calendar opens on the day the
 * customer's batch was pointed at. It works without an account: the token is the proof, and the
 * booking carries it, so the server links the invited set (the pick list) and holds the day to the
 * fetch lead time. Once applied the fragment's token is forgotten: a reload keeps the form's draft.
 */
export function useInvitationPrefill(form: ReservationFormState) {
  const { token, forget } = useFragmentToken(STORAGE_KEY, INVITATION_TOKEN_FRAGMENT_PARAM);
  const wanted = token && invitationTokenPattern.test(token) ? token : undefined;
  const query = useGetSeasonInvitationQuery(wanted ?? skipToken);
  const invitation = query.data;
  const { setValue, getValues } = form;
  useEffect(() => {
    if (!invitation) return;
    const { prefill } = invitation;
    setValue('serviceType', prefill.serviceType);
    setValue('locationId', String(prefill.locationId));
    setValue('registrationNumber', prefill.licensePlate);
    setValue('tireSize', prefill.tireSize);
    if (!getValues('guestEmail')) setValue('guestEmail', invitation.guestEmail);
    setValue('scheduledDate', invitation.suggestedDate);
    setValue('scheduledTime', '');
    if (wanted) setValue('invitationToken', wanted);
    forget();
  }, [invitation, wanted, setValue, getValues, forget]);
  return { prefill: invitation?.prefill, failed: Boolean(token && (query.isError || !wanted)) };
}
