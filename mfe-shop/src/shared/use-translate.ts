import { useContractMessage as useContractMessageOf } from '@tire/platform';
import { contractMessageId } from '../i18n/index.js';

export { useTranslate } from '@tire/platform';

/** A contract message (zod issue or the server's {message}) in the user's language, from the shop's messages. */
export const useContractMessage = () => useContractMessageOf(contractMessageId);
