// One labelled input of an account form: label, control, optional hint and the error under it, tied
// together with aria-describedby and aria-invalid so a screen reader reads the error with the field.
import type { InputHTMLAttributes } from 'react';

interface AccountFieldProps {
  /** The body path the API names in `fields` (and the control's id suffix). */
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  hint?: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete: InputHTMLAttributes<HTMLInputElement>['autoComplete'];
  maxLength: number;
  required?: boolean;
}

export const accountFieldId = (name: string): string => `account-${name}`;

export function AccountField({
  name,
  label,
  value,
  error,
  hint,
  onChange,
  type = 'text',
  autoComplete,
  maxLength,
  required = false,
}: AccountFieldProps) {
  const id = accountFieldId(name);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="field__input"
        type={type}
        value={value}
        autoComplete={autoComplete}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
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
    </div>
  );
}
