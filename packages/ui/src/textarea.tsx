import type { Ref, TextareaHTMLAttributes } from 'react';
import { cx } from './class-names.js';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ invalid, className, rows = 4, ...rest }: TextareaProps) {
  return <textarea rows={rows} className={cx('input', 'textarea', invalid && 'input--invalid', className)} aria-invalid={invalid || undefined} {...rest} />;
}
