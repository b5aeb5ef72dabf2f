// One labelled input of every account form (sign-in, registration, password, my profile), in the shared
// field frame; its hint is e.g. the password rule, shown before anything is typed.
import type { ReactNode } from 'react';
import { LabelledField } from '../components/labelled-field.tsx';

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
  return (
    <LabelledField
      id={accountFieldId(form, name)}
      label={label}
      hint={hint}
      error={error}
      className={`field${half ? ' field--half' : ''}`}
      control={(attributes) => (
        <input
          {...attributes}
          name={name}
          type={type}
          value={value}
          autoComplete={autoComplete}
          inputMode={type === 'email' ? 'email' : undefined}
          maxLength={maxLength}
          aria-required={required || undefined}
          onChange={(event) => onChange(name, event.target.value)}
        />
      )}>
      {props.children}
    </LabelledField>
  );
}
