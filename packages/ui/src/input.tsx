import type { InputHTMLAttributes, Ref } from 'react';
import { cx } from './class-names.js';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A text-like input; `invalid` sets aria-invalid and the error style (Field does this for you). */
export function Input({ invalid, className, ...rest }: InputProps) {
  return <input className={cx('input', invalid && 'input--invalid', className)} aria-invalid={invalid || undefined} {...rest} />;
}
