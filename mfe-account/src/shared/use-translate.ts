import { useIntl } from 'react-intl';
import { bookingPolicyText } from '@tire/contracts';
import { useContractMessage as useContractMessageOf } from '@tire/platform';
import { contractMessageId } from '../i18n/index.js';

export { useTranslate } from '@tire/platform';

/** A contract message (zod issue or the server's {message}) in the user's language, from the account's messages. */
export const useContractMessage = () => useContractMessageOf(contractMessageId);

/** The booking policy in the page's language (the contract's one text). */
export function useBookingPolicyText(serviceType?: string) {
  const intl = useIntl();
  return bookingPolicyText(intl.locale.startsWith('en') ? 'en' : 'fi', serviceType);
}
