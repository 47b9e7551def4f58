import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The token of a link's fragment ("#token=…"), or null when the address carries none. */
function tokenInFragment(hash: string, param: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(param);
  return value?.trim() ? value.trim() : null;
}

const stored = (key: string) => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};
const store = (key: string, token: string | null) => {
  try {
    if (token) sessionStorage.setItem(key, token);
    else sessionStorage.removeItem(key);
  } catch {
    // Storage refused (a private window's quota): the page still works until it is reloaded.
  }
};

/**
 * The token of an e-mailed link (/manage-booking, /my-bookings, /waitlist-offer, /leave-waitlist: #token=…), taken out of the
 * address on arrival. A fragment never reaches a server (no access log, no proxy), nor any site in
 * a Referer. The page moves it at once into this tab's sessionStorage under `storageKey` (a
 * reload still works) and replaces the address with the bare path (history.replaceState, through
 * the router), so it is neither in the history's entry, nor copied with the address, nor shown on
 * screen. `forget` drops the tab's copy (the link opens nothing any more); the page keeps what it shows.
 */
export function useFragmentToken(storageKey: string, param: string): { token: string | null; forget: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const arrived = tokenInFragment(location.hash, param);
  const [token, setToken] = useState<string | null>(() => arrived ?? stored(storageKey));

  useEffect(() => {
    if (!arrived) return;
    store(storageKey, arrived);
    setToken(arrived);
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [arrived, location.pathname, location.search, navigate, storageKey]);

  const forget = useCallback(() => store(storageKey, null), [storageKey]);
  return { token, forget };
}
