import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { COMING_FRAGMENT_PARAM, MANAGE_TOKEN_FRAGMENT_PARAM } from '@tire/contracts';

/** Where the tab keeps the token once it has left the address: this tab only, gone when it closes. */
const STORAGE_KEY = 'manage-booking-token';

/** The token of a manage link's fragment ("#token=…"), or null when the address carries none. */
function tokenInFragment(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(MANAGE_TOKEN_FRAGMENT_PARAM);
  return value?.trim() ? value.trim() : null;
}

/** Whether the link is a reminder's "I'm coming" ("#token=…&coming=1"). */
const comingInFragment = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get(COMING_FRAGMENT_PARAM) === '1';

const stored = () => {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
};
const store = (token: string | null) => {
  try {
    if (token) sessionStorage.setItem(STORAGE_KEY, token);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (a private window's quota): the page still works until it is reloaded.
  }
};

/**
 * The manage link's token, taken out of the address on arrival. The e-mail's link is
 * /manage-booking#token=…: a fragment never reaches a server (no access log, no proxy), nor any
 * site in a Referer. The page moves it at once into this tab's sessionStorage (a reload still
 * works) and replaces the address with the bare path (history.replaceState, through the router),
 * so it is neither in the history's entry, nor copied with the address, nor shown on screen.
 * `forget` drops it (the booking was cancelled: the link opens nothing any more). `coming`: the
 * link was a reminder's "I'm coming" (kept for this visit only; a reload does not answer again).
 */
export function useManageToken(): { token: string | null; forget: () => void; coming: boolean } {
  const location = useLocation();
  const navigate = useNavigate();
  const arrived = tokenInFragment(location.hash);
  const [token, setToken] = useState<string | null>(() => arrived ?? stored());
  const [coming] = useState(() => Boolean(arrived) && comingInFragment(location.hash));

  useEffect(() => {
    if (!arrived) return;
    store(arrived);
    setToken(arrived);
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [arrived, location.pathname, location.search, navigate]);

  return {
    token,
    forget: () => store(null),
    coming,
  };
}
