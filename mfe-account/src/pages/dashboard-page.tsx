import { useState, type ComponentType } from 'react';
import { PageFrame, useRequireSignIn, withMessages } from '@tire/platform';
import { Spinner } from '@tire/ui';
import { accountMessages } from '../i18n/index.js';
import { useTranslate } from '../shared/use-translate.js';
import { DashboardTabs, TabPanel, DASHBOARD_TABS, type DashboardTab } from '../features/dashboard/components/dashboard-tabs.js';
import { RecentOrders } from '../features/dashboard/components/recent-orders.js';
import { MyDataPanel } from '../features/my-data/components/my-data-panel.js';
import { UpcomingReservations } from '../features/my-reservations/components/upcoming-reservations.js';
import { MyTires } from '../features/my-tires/components/my-tires.js';

/** Each tab's panel (only the open one is rendered). */
const PANELS: Record<DashboardTab, ComponentType> = { reservations: UpcomingReservations, tires: MyTires, orders: RecentOrders, data: MyDataPanel };

/** /dashboard: the customer's next reservations, latest orders and their own data (download, deletion); a signed-out visitor is sent to log in. */
export const DashboardPage = withMessages(accountMessages, function Dashboard() {
  const t = useTranslate();
  const { user } = useRequireSignIn();
  const [tab, setTab] = useState<DashboardTab>('reservations');
  const name = user ? user.firstName || user.claims?.first_name || user.email : '';
  return (
    <PageFrame title={t('dashboard.title')} heading={user ? t('dashboard.welcome', { name }) : undefined} lead={t('dashboard.lead')}>
      {user ? (
        <div className="dashboard-layout">
          <DashboardTabs active={tab} onSelect={setTab} />
          <div className="dashboard-layout__main">
            {DASHBOARD_TABS.map((id) => {
              const Panel = PANELS[id];
              return (
                <TabPanel key={id} tab={id} active={tab}>
                  <Panel />
                </TabPanel>
              );
            })}
          </div>
        </div>
      ) : (
        <Spinner label={t('dashboard.loading')} />
      )}
    </PageFrame>
  );
});
