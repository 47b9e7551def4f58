import type { ReactNode } from 'react';
import { cx } from './class-names.js';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative symbol (emoji or svg); hidden from screen readers. */
  icon?: ReactNode;
  /** Buttons or links that lead on. */
  action?: ReactNode;
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/** "Nothing here (yet)", "not found" or "unavailable" with a way forward. */
export function EmptyState({ title, description, icon, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('empty-state', className)}>
      {icon && (
        <div className="empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className="empty-state__title">{title}</Heading>
      {description && <p className="empty-state__description">{description}</p>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
