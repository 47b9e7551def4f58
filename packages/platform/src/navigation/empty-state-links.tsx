import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName, EmptyState, type ButtonVariant, type EmptyStateProps } from '@tire/ui';

export interface PageLink {
  to: string;
  label: ReactNode;
  /** The first link is primary and the others outline, unless said otherwise. */
  variant?: ButtonVariant;
}

/** "Nothing here", "not found" or "cannot be paid" with its ways forward as links that look like buttons. */
export function EmptyStateLinks({ links, ...rest }: Omit<EmptyStateProps, 'action'> & { links: readonly PageLink[] }) {
  return (
    <EmptyState
      {...rest}
      action={links.map((link, index) => (
        <Fragment key={link.to}>
          {index > 0 && ' '}
          <Link to={link.to} className={buttonClassName(link.variant ?? (index === 0 ? 'primary' : 'outline'))}>
            {link.label}
          </Link>
        </Fragment>
      ))}
    />
  );
}
