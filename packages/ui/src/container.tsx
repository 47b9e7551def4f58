import type { HTMLAttributes } from 'react';
import { cx } from './class-names.js';

/** Centred page-width column with side padding. */
export function Container({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('container', className)} {...rest} />;
}
