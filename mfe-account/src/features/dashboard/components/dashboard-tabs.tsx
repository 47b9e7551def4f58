import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@tire/ui';
import { PAGE_PATHS } from '@tire/contracts';
import { useTranslate } from '../../../shared/use-translate.js';

export type DashboardTab = 'reservations' | 'tires' | 'orders' | 'data';
const TABS: DashboardTab[] = ['reservations', 'tires', 'orders', 'data'];

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
    if (step) next = TABS[(TABS.indexOf(active) + step + TABS.length) % TABS.length];
    if (event.key === 'Home') next = TABS[0];
    if (event.key === 'End') next = TABS[TABS.length - 1];
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    buttons.current[next]?.focus();
  };

  return (
    <nav className="dashboard-nav" aria-label={t('dashboard.nav.label')}>
      <div role="tablist" aria-orientation="vertical" className="dashboard-nav__tabs" onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
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
        <Link to={PAGE_PATHS.tireChange} className={buttonClassName('primary', 'sm')}>
          {t('dashboard.newReservation')}
        </Link>
        <Link to={PAGE_PATHS.tireShop} className={buttonClassName('outline', 'sm')}>
          {t('dashboard.shop')}
        </Link>
        <Link to={PAGE_PATHS.profileSetup} className={buttonClassName('outline', 'sm')}>
          {t('dashboard.profile')}
        </Link>
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
