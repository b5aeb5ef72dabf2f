// One labelled input of every account form (sign-in, registration, password, my profile): the label,
// the control, an optional hint (the password rule, shown before anything is typed) and the error under it,
// tied together with aria-describedby and aria-invalid so a screen reader reads the error with the field.
// The look is the checkout's (`.field`).
import type { ReactNode } from 'react';

/** The control's id: the form's name and the body field it fills. */
export const accountFieldId = (form: string, name: string): string => `${form}-${name}`;

interface AccountFieldProps {
  form: string;
  /** The request body's field name: the API's field errors are keyed by it. */
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (name: string, value: string) => void;
  autoComplete: string;
  type?: 'text' | 'email' | 'password';
  required?: boolean;
  maxLength?: number;
  hint?: string;
  half?: boolean;
  children?: ReactNode;
}

export function AccountField(props: AccountFieldProps) {
  const { form, name, label, value, error, onChange, autoComplete, type = 'text', required = true, maxLength, hint, half } = props;
  const id = accountFieldId(form, name);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${half ? ' field--half' : ''}`}>
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
        inputMode={type === 'email' ? 'email' : undefined}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(name, event.target.value)}
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
      {props.children}
    </div>
  );
}
