/**
 * The router every app on a page shares (share key `react-router`; `react-router-dom` is an
 * alias of it). A shared module cannot be tree-shaken, and all of react-router 7 (data routers,
 * server rendering, RSC, sessions) costs about 60 KB gzip on every first load; this facade is
 * the browser-routing API the apps use, about a third of that.
 *
 * Need another export? Add it here: importing a name that is not listed fails the build
 * (exportsPresence: 'error'), it never fails at run time.
 */
export {
  // routers and route elements
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  // hooks
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  // utilities
  NavigationType,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  isRouteErrorResponse,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
  // contexts, for libraries that integrate with the router
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
} from 'react-router-full';
