import { useState } from 'react';
import { MessagesIntl, useDocumentTitle, useRequireSignIn } from '@tire/platform';
import { Spinner } from '@tire/ui';
import { accountMessages } from '../i18n/index.js';
import { useTranslate } from '../shared/use-translate.js';
import { DashboardTabs, TabPanel, type DashboardTab } from '../features/dashboard/components/dashboard-tabs.js';
import { RecentOrders } from '../features/dashboard/components/recent-orders.js';
import { UpcomingReservations } from '../features/my-reservations/components/upcoming-reservations.js';

/** /dashboard: the customer's next reservations and latest orders; a signed-out visitor is sent to log in. */
export function DashboardPage() {
  return (
    <MessagesIntl messages={accountMessages}>
      <Dashboard />
    </MessagesIntl>
  );
}

function Dashboard() {
  const t = useTranslate();
  useDocumentTitle(t('dashboard.title'));
  const { user } = useRequireSignIn();
  const [tab, setTab] = useState<DashboardTab>('reservations');
  const name = user ? user.firstName || user.claims?.first_name || user.email : '';
  return (
    <div className="container page">
      <header className="page__header">
        <h1 className="page__title">{user ? t('dashboard.welcome', { name }) : t('dashboard.title')}</h1>
        <p className="page__lead">{t('dashboard.lead')}</p>
      </header>
      {user ? (
        <div className="dashboard-layout">
          <DashboardTabs active={tab} onSelect={setTab} />
          <div className="dashboard-layout__main">
            <TabPanel tab="reservations" active={tab}>
              <UpcomingReservations />
            </TabPanel>
            <TabPanel tab="orders" active={tab}>
              <RecentOrders />
            </TabPanel>
          </div>
        </div>
      ) : (
        <Spinner label={t('dashboard.loading')} />
      )}
    </div>
  );
}
