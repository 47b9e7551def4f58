import { Spinner } from '@tire/ui';
import { MessagesIntl } from '@tire/platform';
import { useAdminAccess } from '../features/access/use-admin-access.js';
import { AdminDashboard } from './admin-dashboard.js';
import { messages } from '../i18n/index.js';

function AdminArea() {
  const access = useAdminAccess();
  if (access === 'checking') return <Spinner />;
  if (access === 'denied') return null;
  return <AdminDashboard />;
}

/** /admin: administrators only (checked here for the page, and by the BFF and the service for every call). */
export function AdminPage() {
  return (
    <MessagesIntl messages={messages}>
      <AdminArea />
    </MessagesIntl>
  );
}
