import { cx } from './class-names.js';

export interface SpinnerProps {
  /** Read by screen readers; omit with `decorative` when the surrounding text already says it. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  decorative?: boolean;
  className?: string;
}

export function Spinner({ label = 'Loading…', size = 'md', decorative = false, className }: SpinnerProps) {
  if (decorative) return <span className={cx('spinner', `spinner--${size}`, className)} aria-hidden="true" />;
  return (
    <span className={cx('spinner-wrap', className)} role="status">
      <span className={cx('spinner', `spinner--${size}`)} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
