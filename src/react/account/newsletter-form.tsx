// The my-newsletter form: the three consents (e-mail newsletter, text messages, phone calls), saved as a set.
import { useState, type FormEvent } from 'react';
import { CONSENT_CHANNELS, type Consents } from '../../domain/account/consents.ts';
import { useT } from '../i18n/i18n.tsx';
import { putConsents } from './account-client.ts';
import { FormStatus, type FormStatusValue } from './form-status.tsx';
import { useMounted } from './use-mounted.ts';

export function NewsletterForm({ consents }: { consents: Consents }) {
  const t = useT();
  const [values, setValues] = useState<Consents>(consents);
  const [status, setStatus] = useState<FormStatusValue | null>(null);
  const [saving, setSaving] = useState(false);
  const mounted = useMounted();

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setStatus(null);
    const result = await putConsents(values);
    setSaving(false);
    if (result.ok) {
      setValues(result.value);
      setStatus({ kind: 'saved', message: t('account.newsletter.saved') });
    } else {
      setStatus({ kind: 'failed', message: result.message ?? t('account.error.unavailable') });
    }
  }

  return (
    <form className="account-form" onSubmit={save}>
      <p className="account__intro">{t('account.newsletter.intro')}</p>
      <fieldset className="account-form__choices">
        <legend className="field__label">{t('account.newsletter.legend')}</legend>
        {CONSENT_CHANNELS.map((channel) => (
          <label key={channel} className="choice">
            <input
              type="checkbox"
              name={channel}
              checked={values[channel]}
              onChange={(event) => {
                const checked = event.target.checked;
                setValues((current) => ({ ...current, [channel]: checked }));
              }}
            />
            {t(`account.newsletter.${channel}`)}
          </label>
        ))}
      </fieldset>
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={saving || !mounted}>
          {saving ? t('account.form.saving') : t('account.newsletter.save')}
        </button>
        <FormStatus status={status} />
      </div>
    </form>
  );
}
