// The state every sign-in, registration and password form shares: what was typed (kept through every
// refusal, so nothing has to be typed twice), the error per field, the message at the top, and the
// submit in flight. After a refused submit the first field in error (else the message) takes the focus,
// so keyboard and screen-reader users land where the problem is.
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/i18n.tsx';
import type { AccountRefusal } from './account-client.ts';

/**
 * The field a refusal without a field map is about (an API that names only its first problem): its
 * message is still shown at the field, not above the form.
 */
const FIELD_OF_ERROR: Readonly<Record<string, string>> = {
  'invalid-email': 'email',
  'missing-password': 'password',
  'password-rule': 'password',
  'password-too-short': 'password',
  'password-too-long': 'password',
  'invalid-name': 'firstName',
};

export interface AccountForm<K extends string> {
  values: Readonly<Record<K, string>>;
  errors: Readonly<Record<string, string>>;
  /** The message above the form ('Customer login failed'), or null. */
  alert: string | null;
  submitting: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  change: (name: string, value: string) => void;
  /** Marks a submit in flight; false when one already is (a double click sends once). */
  begin: () => boolean;
  end: () => void;
  /** Shows a refusal: the API's field messages at their fields, anything else at the top. */
  refuse: (refusal: AccountRefusal) => void;
  /** Errors found before sending (the passwords differ). */
  fail: (errors: Readonly<Record<string, string>>) => void;
}

export function useAccountForm<K extends string>(initial: Record<K, string>): AccountForm<K> {
  const t = useT();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failures, setFailures] = useState(0);
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (failures === 0) return;
    const target =
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? formRef.current?.querySelector<HTMLElement>('.account-alert');
    target?.focus();
  }, [failures]);

  return {
    values,
    errors,
    alert,
    submitting,
    formRef,
    change(name, value) {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
    begin() {
      if (inFlight.current) return false;
      inFlight.current = true;
      setSubmitting(true);
      setAlert(null);
      return true;
    },
    end() {
      inFlight.current = false;
      setSubmitting(false);
    },
    refuse(refusal) {
      const field = FIELD_OF_ERROR[refusal.error];
      const fields =
        Object.keys(refusal.fields).length === 0 && field && field in values && refusal.message ? { [field]: refusal.message } : refusal.fields;
      setErrors(fields);
      setAlert(Object.keys(fields).length > 0 ? null : (refusal.message ?? t('account.error.unavailable')));
      setFailures((count) => count + 1);
    },
    fail(found) {
      setErrors(found);
      setFailures((count) => count + 1);
    },
  };
}
