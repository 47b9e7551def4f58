import type { Ref, SelectHTMLAttributes } from 'react';
import { cx } from './class-names.js';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** Options to render; children may be given instead. */
  options?: SelectOption[];
  /** A first, empty choice such as "Choose…". */
  placeholder?: string;
  invalid?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select: keyboard, screen-reader and mobile friendly without extra code. */
export function Select({ options, placeholder, invalid, className, children, ...rest }: SelectProps) {
  return (
    <select className={cx('input', 'select', invalid && 'input--invalid', className)} aria-invalid={invalid || undefined} {...rest}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options?.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
      {children}
    </select>
  );
}
