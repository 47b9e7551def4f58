import { useIntl } from 'react-intl';
import { bookingPolicyText } from '@tire/contracts';
import { useFieldError } from '@tire/platform/forms';

export { useTranslate } from '@tire/platform';

/** A field's contract message (a zod issue) in the user's language, by its code (the platform's `error.<code>`). */
export const useContractMessage = useFieldError;

/** The booking policy in the page's language (the contract's one text). */
export function useBookingPolicyText(serviceType?: string) {
  const intl = useIntl();
  return bookingPolicyText(intl.locale.startsWith('en') ? 'en' : 'fi', serviceType);
}
