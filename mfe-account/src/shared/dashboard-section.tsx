import type { ReactNode } from 'react';
import { Spinner } from '@tire/ui';
import { useTranslate } from './use-translate.js';

export interface DashboardSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  loading: boolean;
  /** Shown instead of the list when it has nothing. */
  empty: string | null;
  /** The list; `empty` is shown when it is null. */
  children: ReactNode;
  /** Below the list, also while loading (e.g. a link to all of them). */
  footer?: ReactNode;
}

/** A dashboard tab's list: its heading, a spinner while loading, then the list or the "none yet" text. */
export function DashboardSection({ id, title, loading, empty, children, footer }: DashboardSectionProps) {
  const t = useTranslate();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {loading ? <Spinner label={t('dashboard.loading')} /> : empty !== null ? <p className="muted">{empty}</p> : children}
      {footer}
    </section>
  );
}
