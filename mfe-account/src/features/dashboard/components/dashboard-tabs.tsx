import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@tire/ui';
import { PAGE_PATHS } from '@tire/contracts';
import { useTranslate } from '../../../shared/use-translate.js';

export type DashboardTab = 'reservations' | 'tires' | 'orders' | 'data';
export const DASHBOARD_TABS: readonly DashboardTab[] = ['reservations', 'tires', 'orders', 'data'];
/** The links under the tabs: to book, to the shop, to the profile (the first one stands out). */
const LINKS = [
  { to: PAGE_PATHS.tireChange, label: 'dashboard.newReservation' },
  { to: PAGE_PATHS.tireShop, label: 'dashboard.shop' },
  { to: PAGE_PATHS.profileSetup, label: 'dashboard.profile' },
] as const;

const tabId = (tab: DashboardTab) => `dashboard-tab-${tab}`;
const panelId = (tab: DashboardTab) => `dashboard-panel-${tab}`;

/**
 * The side navigation: Reservations, Orders and Your data as tabs (arrow keys move between them, as the
 * WAI-ARIA tabs pattern has it), then links to book, to the shop and to the profile.
 */
export function DashboardTabs({ active, onSelect }: { active: DashboardTab; onSelect: (tab: DashboardTab) => void }) {
  const t = useTranslate();
  const buttons = useRef<Partial<Record<DashboardTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    let next: DashboardTab | undefined;
    if (step) next = DASHBOARD_TABS[(DASHBOARD_TABS.indexOf(active) + step + DASHBOARD_TABS.length) % DASHBOARD_TABS.length];
    if (event.key === 'Home') next = DASHBOARD_TABS[0];
    if (event.key === 'End') next = DASHBOARD_TABS[DASHBOARD_TABS.length - 1];
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    buttons.current[next]?.focus();
  };

  return (
    <nav className="dashboard-nav" aria-label={t('dashboard.nav.label')}>
      <div role="tablist" aria-orientation="vertical" className="dashboard-nav__tabs" onKeyDown={onKeyDown}>
        {DASHBOARD_TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              buttons.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={active === tab}
            aria-controls={panelId(tab)}
            tabIndex={active === tab ? 0 : -1}
            className="dashboard-nav__tab"
            onClick={() => onSelect(tab)}
          >
            {t(`dashboard.tab.${tab}`)}
          </button>
        ))}
      </div>
      <div className="dashboard-nav__links">
        {LINKS.map(({ to, label }, index) => (
          <Link key={to} to={to} className={buttonClassName(index === 0 ? 'primary' : 'outline', 'sm')}>
            {t(label)}
          </Link>
        ))}
      </div>
    </nav>
  );
}

export function TabPanel({ tab, active, children }: { tab: DashboardTab; active: DashboardTab; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} hidden={tab !== active} tabIndex={0} className="dashboard-panel">
      {tab === active && children}
    </div>
  );
}
