// The form of one saved address (add or edit): the checkout's own address fieldset, checked by the
// checkout's rules when a field is left (the domain's checkAddress) and by the server on submit. The
// server's message per field is shown at the field and the first failed field is focused; what was
// typed stays in the form whatever the answer, until the parent closes it after a success.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { AddressKind, SavedAddress } from '../../../domain/account/saved-address.ts';
import { checkAddress } from '../../../domain/checkout/address-schema.ts';
import { AddressFieldset } from '../../checkout/address-fieldset.tsx';
import { ADDRESS_FIELDS, type AddressField } from '../../../domain/checkout/address-fields.ts';
import type { FieldPath } from '../../checkout/checkout-form.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useMarket } from '../../market-context.tsx';
import type { AddressResult } from './address-book-client.ts';

export type AddressValues = Record<AddressField, string>;

/** The form's values of a saved address (empty for a new one). */
export function valuesOf(address: SavedAddress | null): AddressValues {
  const values: AddressValues = {
    salutation: '',
    firstName: '',
    lastName: '',
    company: '',
    department: '',
    streetName: '',
    streetNumber: '',
    additionalStreetInfo: '',
    postalCode: '',
    city: '',
    phone: '',
  };
  if (address) for (const field of ADDRESS_FIELDS) values[field] = address[field] ?? '';
  return values;
}

/** The server names fields by their path in the body ('address.postalCode'), the fieldset by role ('shipping.postalCode'). */
const BODY_PREFIX = 'address.';

interface AddressFormProps {
  kind: AddressKind;
  legend: string;
  initial: AddressValues;
  submitLabel: string;
  /** Sends the address; the form shows a refusal's field messages, the parent the rest. */
  onSubmit: (address: AddressValues & { country: string }) => Promise<AddressResult>;
  onCancel: () => void;
}

export function AddressForm({ kind, legend, initial, submitLabel, onSubmit, onCancel }: AddressFormProps) {
  const t = useT();
  const { country } = useMarket();
  const [values, setValues] = useState<AddressValues>(initial);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input:not([readonly]), select')?.focus();
  }, []);
  useEffect(() => {
    if (failedSubmits > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmits]);

  const fieldOf = (path: FieldPath): AddressField | undefined => ADDRESS_FIELDS.find((field) => path === `${kind}.${field}`);
  const address = () => ({ ...values, country: country.code });

  function change(path: FieldPath, next: string) {
    const field = fieldOf(path);
    if (!field) return;
    setValues((current) => ({ ...current, [field]: next }));
    setErrors(({ [path]: _cleared, ...rest }) => rest);
  }

  /** The checkout's check of the field just left, when it holds something. */
  function checkField(path: FieldPath) {
    const field = fieldOf(path);
    if (!field || values[field].trim() === '') return;
    const checked = checkAddress(address(), kind, country.code);
    const key = checked.ok ? undefined : checked.fields[field];
    if (key) setErrors((current) => ({ ...current, [path]: t(key) }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    const result = await onSubmit(address());
    setSubmitting(false);
    if (result.ok) return;
    const fields = Object.fromEntries(
      Object.entries(result.fields).flatMap(([path, message]) =>
        path.startsWith(BODY_PREFIX) ? [[`${kind}.${path.slice(BODY_PREFIX.length)}`, message]] : [],
      ),
    );
    setErrors(fields);
    if (Object.keys(fields).length > 0) setFailedSubmits((count) => count + 1);
  }

  return (
    <form ref={form} className="address-form" noValidate onSubmit={(event) => void submit(event)}>
      <AddressFieldset
        address={kind}
        legend={legend}
        company
        value={(path) => {
          const field = fieldOf(path);
          return field ? values[field] : '';
        }}
        error={(path) => errors[path]}
        onChange={change}
        onBlur={checkField}
      />
      <div className="address-form__actions">
        <button type="submit" className="button button--primary" disabled={submitting} aria-busy={submitting}>
          {submitLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('addresses.cancel')}
        </button>
      </div>
    </form>
  );
}
