import { useState } from 'react';
import { onDemand, useClock, useDocumentTitle, useTranslate } from '@tire/platform';
import { AdminOrders } from '../features/orders/admin-orders.js';
import { AdminSearch } from '../features/dashboard/search/admin-search.js';
import { DayTimeline } from '../features/dashboard/timeline/day-timeline.js';
import { adminDateChoices } from '../features/dashboard/date-choices.js';
import { DateSelector } from '../features/dashboard/components/date-selector.js';
import { DayReservations } from '../features/dashboard/components/day-reservations.js';
import { QuickActions } from '../features/dashboard/components/quick-actions.js';
import { RecentActivity } from '../features/dashboard/components/recent-activity.js';
import { StatCards } from '../features/dashboard/components/stat-cards.js';

// Sections below the day's bookings load with the page, not in the remote's first chunk (its size budget).
const TireHotelSection = onDemand(
  () => import('../features/tire-hotel/components/tire-hotel-section.js').then((module) => ({ default: module.TireHotelSection })),
  'tireHotel.loading',
);
const AdminRush = onDemand(() => import('../features/rush/admin-rush.js').then((module) => ({ default: module.AdminRush })), 'rush.loading');

/**
 * /admin for an administrator: stats, a search across all bookings, a day's timeline of bays and
 * slots per location, that day's reservations with their status buttons, shortcuts and the latest bookings.
 */
export function AdminDashboard() {
  const t = useTranslate();
  // Fixed for the visit: the choices do not shift under the admin's cursor at midnight.
  const clock = useClock();
  const [dates] = useState(() => adminDateChoices(clock.now()));
  const [selected, setSelected] = useState(dates[0]!);
  useDocumentTitle(t('page.admin.title'));
  return (
    <div className="container page admin-page">
      <header className="page__header">
        <h1>{t('page.admin.title')}</h1>
        <p className="page__lead">{t('page.admin.purpose')}</p>
      </header>
      <StatCards />
      <div className="admin-layout">
        <div className="admin-layout__main">
          <AdminSearch />
          <DateSelector dates={dates} selected={selected} onSelect={setSelected} />
          <DayTimeline date={selected} />
          <DayReservations date={selected} />
          <TireHotelSection date={selected} />
          <AdminOrders />
          <AdminRush />
        </div>
        <aside className="admin-layout__side" aria-label={t('side.label')}>
          <QuickActions />
          <RecentActivity />
        </aside>
      </div>
    </div>
  );
}
