// What an account form says after a save: done, or why not. A live region, so a screen reader hears it
// without the focus moving.
export interface FormStatusValue {
  kind: 'saved' | 'failed';
  message: string;
}

export function FormStatus({ status }: { status: FormStatusValue | null }) {
  return (
    <p className={`account-form__status${status ? ` account-form__status--${status.kind}` : ''}`} role="status" aria-live="polite">
      {status?.message ?? ''}
    </p>
  );
}
