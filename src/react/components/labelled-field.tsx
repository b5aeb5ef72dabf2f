// The frame of every labelled form control (checkout, account, contact form): the label (with "optional"
// where it is), the control, an optional hint and the error under it, tied together with aria-describedby
// and aria-invalid so a screen reader reads the hint and the error with the field. The control itself is
// the caller's (input, select, text area), given the attributes that tie it in.
import type { ReactNode } from 'react';

export interface ControlAttributes {
  id: string;
  className: 'field__input';
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface LabelledFieldProps {
  /** The control's id; the hint and the error take it with `-hint` and `-error`. */
  id: string;
  label: string;
  /** Shown after the label of an optional field, e.g. "(optional)". */
  optionalText?: string | undefined;
  hint?: string | undefined;
  error: string | undefined;
  className?: string;
  control: (attributes: ControlAttributes) => ReactNode;
  /** Anything that belongs under the field (a suggestion, a link). */
  children?: ReactNode;
}

export function LabelledField({ id, label, optionalText, hint, error, className = 'field', control, children }: LabelledFieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optionalText && <span className="field__optional"> {optionalText}</span>}
      </label>
      {control({ id, className: 'field__input', 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
      {children}
    </div>
  );
}
