import { ComingSoon } from './coming-soon.js';

/** /dashboard — to be built by the accounts issue. */
export function DashboardPage() {
  return <ComingSoon page="dashboard" />;
}
