import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { cx } from './class-names.js';
import { Label } from './label.js';

interface ControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  invalid?: boolean;
  required?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  /** The error under the control: announced (role=alert) and linked with aria-describedby. */
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** The id of the control; generated when omitted. */
  id?: string;
  className?: string;
  /** One control (Input, Select, Textarea, or any element taking id / aria props). */
  children: ReactElement<ControlProps>;
}

/**
 * Label + control + hint + error, wired for assistive technology: the label names the control,
 * the hint and the error describe it, and an error appearing is announced.
 */
export function Field({ label, error, hint, required, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? children.props.id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [children.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  // Our controls take `invalid`; a plain DOM element gets aria-invalid directly.
  const native = typeof children.type === 'string';
  const control = isValidElement(children)
    ? cloneElement(children, {
        id: controlId,
        'aria-describedby': describedBy,
        ...(error ? (native ? { 'aria-invalid': true } : { invalid: true }) : {}),
        ...(required ? { required: true } : {}),
      })
    : children;
  return (
    <div className={cx('field', error ? 'field--invalid' : undefined, className)}>
      <Label htmlFor={controlId} required={required}>
        {label}
      </Label>
      {control}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
