// One labelled form control of the checkout: its label, the control, an optional hint and the error
// text under it, tied together with aria-describedby and aria-invalid so a screen reader reads the
// error with the field.
import type { HTMLAttributes, ReactNode } from 'react';
import type { FieldPath } from './checkout-form.ts';

/** The control's id: stable, so a failed field can be found and focused by its path. */
export const fieldId = (path: FieldPath): string => `checkout-${path.replace('.', '-')}`;
const errorId = (path: FieldPath): string => `${fieldId(path)}-error`;
const hintId = (path: FieldPath): string => `${fieldId(path)}-hint`;

interface FieldProps {
  path: FieldPath;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (path: FieldPath, value: string) => void;
  onBlur?: (path: FieldPath) => void;
  autoComplete: string;
  required?: boolean;
  /** Shown after the label of an optional field, e.g. "(optional)". */
  optionalText?: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  hint?: string;
  /** Fields laid out side by side on wider screens take one column instead of the row. */
  half?: boolean;
  children?: ReactNode;
}

const describedBy = (path: FieldPath, hint: string | undefined, error: string | undefined): string | undefined =>
  [hint ? hintId(path) : '', error ? errorId(path) : ''].filter(Boolean).join(' ') || undefined;

export function FieldError({ path, error }: { path: FieldPath; error: string | undefined }) {
  if (!error) return null;
  return (
    <p className="field__error" id={errorId(path)}>
      {error}
    </p>
  );
}

function FieldLabel({ path, label, optionalText }: { path: FieldPath; label: string; optionalText: string | undefined }) {
  return (
    <label className="field__label" htmlFor={fieldId(path)}>
      {label}
      {optionalText && <span className="field__optional"> {optionalText}</span>}
    </label>
  );
}

export function TextField(props: FieldProps) {
  const {
    path,
    label,
    value,
    error,
    onChange,
    onBlur,
    autoComplete,
    required = false,
    optionalText,
    type = 'text',
    inputMode,
    maxLength,
    hint,
    half,
  } = props;
  return (
    <div className={`field${half ? ' field--half' : ''}`}>
      <FieldLabel path={path} label={label} optionalText={required ? undefined : optionalText} />
      <input
        id={fieldId(path)}
        name={path}
        className="field__input"
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(path, hint, error)}
        onChange={(event) => onChange(path, event.target.value)}
        onBlur={onBlur && (() => onBlur(path))}
      />
      {hint && (
        <p className="field__hint" id={hintId(path)}>
          {hint}
        </p>
      )}
      <FieldError path={path} error={error} />
      {props.children}
    </div>
  );
}

interface SelectFieldProps {
  path: FieldPath;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (path: FieldPath, value: string) => void;
  autoComplete: string;
  optionalText: string;
  options: readonly { value: string; label: string }[];
}

export function SelectField({ path, label, value, error, onChange, autoComplete, optionalText, options }: SelectFieldProps) {
  return (
    <div className="field field--half">
      <FieldLabel path={path} label={label} optionalText={optionalText} />
      <select
        id={fieldId(path)}
        name={path}
        className="field__input"
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(path, undefined, error)}
        onChange={(event) => onChange(path, event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError path={path} error={error} />
    </div>
  );
}
