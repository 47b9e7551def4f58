import { Spinner } from '@tire/ui';
import { CatalogueIntl } from '@tire/platform';
import { useAdminAccess } from '../features/access/use-admin-access.js';
import { messages } from '../i18n/index.js';
import { ComingSoon } from './coming-soon.js';

function AdminArea() {
  const access = useAdminAccess();
  if (access === 'checking') return <Spinner />;
  if (access === 'denied') return null;
  // The dashboard itself is built by the admin issue.
  return <ComingSoon page="admin" />;
}

/** /admin: administrators only (checked here for the page, and by the BFF for every call). */
export function AdminPage() {
  return (
    <CatalogueIntl messages={messages}>
      <AdminArea />
    </CatalogueIntl>
  );
}
