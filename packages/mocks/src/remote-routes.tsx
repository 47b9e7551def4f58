import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import type { RemotePages } from '@tire/platform';

/**
 * Where the app went when it left this remote's pages (the shell's or another remote's page):
 * the path and query as the address bar shows them, and the browser's Back button.
 */
function Elsewhere() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div className="container page">
      <p>
        <span data-testid="elsewhere">{`${location.pathname}${location.search}`}</span> is a page of the shell or of another remote.
      </p>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </div>
  );
}

/**
 * A remote's pages (its pages.ts: route -> page) mounted as the shell mounts them, every other
 * path answered by Elsewhere: the routes of both the component tests and the standalone pages.
 * `start` redirects the standalone page's own URL to the remote's first page.
 */
export function RemotePageRoutes({ pages, start }: { pages: RemotePages; start?: string }) {
  const first = Object.keys(pages)[0]!;
  return (
    <Routes>
      {Object.entries(pages).map(([route, Page]) => (
        <Route key={route} path={route} element={<Page />} />
      ))}
      {start && <Route path={start} element={<Navigate to={first} replace />} />}
      <Route path="*" element={<Elsewhere />} />
    </Routes>
  );
}
