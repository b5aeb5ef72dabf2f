// One labelled control of the contact form: an input, a text area or a select, with its error under it
// tied in by aria-describedby and aria-invalid, so a screen reader reads the error with the field.
import type { ReactNode } from 'react';
import type { ContactField as FieldName } from '../../domain/service/contact-case.ts';

export const contactFieldId = (name: FieldName): string => `contact-${name}`;

interface ContactFieldProps {
  name: FieldName;
  label: string;
  /** Shown after the label, e.g. 'optional'. */
  note?: string;
  hint?: string;
  error: string | undefined;
  children: (control: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined; className: string }) => ReactNode;
}

export function ContactField({ name, label, note, hint, error, children }: ContactFieldProps) {
  const id = contactFieldId(name);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field contact-form__field contact-form__field--${name}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {note && <span className="field__optional"> ({note})</span>}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, className: 'field__input' })}
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
