import type { ReactNode } from 'react';
import { type Fact, FactList } from './fact-list.js';

export interface AdminCardProps {
  /** The article's accessible name ("Reservation TIRE-…", "Order 12"). */
  name: string;
  title: ReactNode;
  /** Its status, beside the title. */
  badge: ReactNode;
  /** A refund failed: the card stands out until someone sees to it. */
  alert: boolean;
  facts: readonly Fact[];
  /** The fact labels whose values stay on one line (see FactList). */
  whole: ReadonlySet<string>;
  /** The buttons under the facts. */
  actions: ReactNode;
  /** What follows the buttons, if anything. */
  children?: ReactNode;
}

/** A booking's or an order's card on the admin dashboard: title and status, facts, then its actions. */
export function AdminCard({ name, title, badge, alert, facts, whole, actions, children }: AdminCardProps) {
  return (
    <article className={`card admin-card${alert ? ' admin-card--alert' : ''}`} aria-label={name}>
      <header className="admin-card__header">
        <h3 className="admin-card__title">{title}</h3>
        {badge}
      </header>
      <FactList facts={facts} whole={whole} />
      <div className="admin-card__actions">{actions}</div>
      {children}
    </article>
  );
}
