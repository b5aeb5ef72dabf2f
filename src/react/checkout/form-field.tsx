// The checkout's labelled form controls, in the shared field frame, their ids derived from the form
// path so a failed field can be found and focused.
import type { HTMLAttributes, ReactNode } from 'react';
import { LabelledField } from '../components/labelled-field.tsx';
import type { FieldPath } from './checkout-form.ts';

/** The control's id: stable, so a failed field can be found and focused by its path. */
export const fieldId = (path: FieldPath): string => `checkout-${path.replace('.', '-')}`;
const errorId = (path: FieldPath): string => `${fieldId(path)}-error`;

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

export function FieldError({ path, error }: { path: FieldPath; error: string | undefined }) {
  if (!error) return null;
  return (
    <p className="field__error" id={errorId(path)}>
      {error}
    </p>
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
    <LabelledField
      id={fieldId(path)}
      label={label}
      optionalText={required ? undefined : optionalText}
      hint={hint}
      error={error}
      className={`field${half ? ' field--half' : ''}`}
      control={(attributes) => (
        <input
          {...attributes}
          name={path}
          type={type}
          value={value}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          aria-required={required || undefined}
          onChange={(event) => onChange(path, event.target.value)}
          onBlur={onBlur && (() => onBlur(path))}
        />
      )}>
      {props.children}
    </LabelledField>
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
    <LabelledField
      id={fieldId(path)}
      label={label}
      optionalText={optionalText}
      error={error}
      className="field field--half"
      control={(attributes) => (
        <select {...attributes} name={path} value={value} autoComplete={autoComplete} onChange={(event) => onChange(path, event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
