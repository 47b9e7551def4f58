import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { COMING_FRAGMENT_PARAM, MANAGE_TOKEN_FRAGMENT_PARAM } from '@tire/contracts';
import { useFragmentToken } from '../../../shared/use-fragment-token.js';

/** Where the tab keeps the token once it has left the address: this tab only, gone when it closes. */
const STORAGE_KEY = 'manage-booking-token';

/** Whether the address is a reminder's "I'm coming" link ("#token=…&coming=1"). */
function comingInFragment(hash: string): boolean {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return Boolean(params.get(MANAGE_TOKEN_FRAGMENT_PARAM)?.trim()) && params.get(COMING_FRAGMENT_PARAM) === '1';
}

/**
 * The manage link's token (/manage-booking#token=…), taken out of the address on arrival into this
 * tab's sessionStorage (useFragmentToken). `forget` drops it (the booking was cancelled: the link
 * opens nothing any more). `coming`: the link was a reminder's "I'm coming" (read on arrival and
 * kept for this visit only, so a reload does not answer again).
 */
export function useManageToken(): { token: string | null; forget: () => void; coming: boolean } {
  const location = useLocation();
  const [coming] = useState(() => comingInFragment(location.hash));
  return { ...useFragmentToken(STORAGE_KEY, MANAGE_TOKEN_FRAGMENT_PARAM), coming };
}
