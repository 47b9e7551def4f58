import { WAITLIST_TOKEN_FRAGMENT_PARAM } from '@tire/contracts';
import { useFragmentToken } from '../../../shared/use-fragment-token.js';

/** Where the tab keeps the offer's token once it has left the address. */
const STORAGE_KEY = 'waitlist-offer-token';

/** The offer link's token (/waitlist-offer#token=…), taken out of the address on arrival and kept in this tab. */
export const useOfferToken = () => useFragmentToken(STORAGE_KEY, WAITLIST_TOKEN_FRAGMENT_PARAM);
