import { MANAGE_TOKEN_FRAGMENT_PARAM } from '@tire/contracts';
import { useFragmentToken } from '../../../shared/use-fragment-token.js';

/** Where the tab keeps the token once it has left the address: this tab only, gone when it closes. */
const STORAGE_KEY = 'manage-booking-token';

/**
 * The manage link's token (/manage-booking#token=…), taken out of the address on arrival and kept
 * in this tab (shared/use-fragment-token.ts). `forget` drops it (the booking was cancelled: the
 * link opens nothing any more).
 */
export const useManageToken = () => useFragmentToken(STORAGE_KEY, MANAGE_TOKEN_FRAGMENT_PARAM);
