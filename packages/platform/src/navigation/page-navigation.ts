import { useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Moves to another page of the site, and says which page is shown now (path, query and hash). */
export interface PageNavigator {
  /** Replaces the current entry: a redirect, so Back does not lead into it again. */
  redirect(path: string): void;
  currentPage(): string;
}

/**
 * Full page navigations. Kept behind one object so component tests can watch them: jsdom cannot
 * navigate, and its window.location cannot be spied on.
 */
export const serverNavigation = {
  go(path: string) {
    window.location.assign(path);
  },
};

/**
 * Navigation by loading the page afresh: what code outside React uses (the listener that answers
 * a 401 with a login), and the right thing when a session was lost, since nothing of the store
 * the signed-in pages filled is kept.
 */
export const fullPageNavigator: PageNavigator = {
  redirect: (path) => serverNavigation.go(path),
  currentPage: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
};

/**
 * The navigator of the router this hook runs under: in-app navigation, no page load. The same
 * object for the life of the component (it reads the latest location when asked), so effects may
 * depend on it without starting again on every change of page.
 */
export function useRouterNavigator(): PageNavigator {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const latest = useRef({ navigate, page: `${pathname}${search}${hash}` });
  useLayoutEffect(() => {
    latest.current = { navigate, page: `${pathname}${search}${hash}` };
  }, [navigate, pathname, search, hash]);
  return useMemo(
    () => ({
      redirect: (path: string) => void latest.current.navigate(path, { replace: true }),
      currentPage: () => latest.current.page,
    }),
    [],
  );
}
