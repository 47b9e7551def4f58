import type { LabelHTMLAttributes } from 'react';
import { cx } from './class-names.js';

export interface LabelProps extends LabelHTMLAttributes<HTMLLabelElement> {
  /** Marks the field as required visually; the input itself carries `required`. */
  required?: boolean;
}

export function Label({ required, className, children, ...rest }: LabelProps) {
  return (
    <label className={cx('label', className)} {...rest}>
      {children}
      {required && (
        <span className="label__required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}
