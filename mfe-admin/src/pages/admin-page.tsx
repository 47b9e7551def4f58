import { ComingSoon } from './coming-soon.js';

/** /admin — to be built by the admin issue. */
export function AdminPage() {
  return <ComingSoon page="admin" />;
}
