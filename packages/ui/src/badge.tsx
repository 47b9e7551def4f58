import type { HTMLAttributes } from 'react';
import { cx } from './class-names.js';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'brand';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/** A short status or label ("Online Now", "confirmed"); the text itself carries the meaning, not only the colour. */
export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return <span className={cx('badge', `badge--${tone}`, className)} {...rest} />;
}
