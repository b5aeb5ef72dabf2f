// One labelled control of the contact form: an input, a text area or a select, in the shared field frame.
import type { ReactNode } from 'react';
import { type ControlAttributes, LabelledField } from '../components/labelled-field.tsx';
import type { ContactField as FieldName } from '../../domain/service/contact-case.ts';

export const contactFieldId = (name: FieldName): string => `contact-${name}`;

interface ContactFieldProps {
  name: FieldName;
  label: string;
  /** Shown after the label, e.g. 'optional'. */
  note?: string;
  hint?: string;
  error: string | undefined;
  children: (control: ControlAttributes) => ReactNode;
}

export function ContactField({ name, label, note, hint, error, children }: ContactFieldProps) {
  return (
    <LabelledField
      id={contactFieldId(name)}
      label={label}
      optionalText={note && `(${note})`}
      hint={hint}
      error={error}
      className={`field contact-form__field contact-form__field--${name}`}
      control={children}
    />
  );
}
