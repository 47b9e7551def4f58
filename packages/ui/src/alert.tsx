import type { ReactNode } from 'react';
import { cx } from './class-names.js';

export interface AlertProps {
  tone?: 'info' | 'success' | 'warning' | 'danger';
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** An inline message; warnings and errors are announced (role=alert), the rest politely (role=status). */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <div className={cx('alert', `alert--${tone}`, className)} role={urgent ? 'alert' : 'status'}>
      {title && <p className="alert__title">{title}</p>}
      {children && <div className="alert__body">{children}</div>}
    </div>
  );
}
