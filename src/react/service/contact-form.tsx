// The customer-service form (spec part 1 §2 "Customer-service form", §3 "Contact form", §4 "Service
// form"): reason, then subreason (choosing a reason resets the subreason, choosing a subreason resets
// 'continue'); for returns, invoice request and shipment status a shortcut panel comes first and
// 'continue' reveals the form; the subreason's extras are required fields. The product page opens it in a
// prefilled mode (manual, quote with quantity 1, spare parts) with the product number read-only. The
// same schema as the worker's checks it before sending; refusals show at their fields, a failure keeps
// every typed value, success replaces the form with the message.
import { useSetAtom } from 'jotai';
import { type FormEvent, useEffect, useState } from 'react';
import { CONTACT_FIELDS, type ContactField as FieldName, checkContactCase } from '../../domain/service/contact-case.ts';
import { CONTACT_REASONS, type ContactReason, isContactReason } from '../../domain/service/contact-reasons.ts';
import { CONTACT_MODE_PRESETS, CONTACT_SUBREASONS, type ContactExtra, subreasonOf } from '../../domain/service/contact-subreasons.ts';
import { ModalDialog } from '../components/modal-dialog.tsx';
import { hasSignedInCookie } from '../frame/signed-in-cookie.ts';
import { useT } from '../i18n/i18n.tsx';
import { useMarket } from '../market-context.tsx';
import { fetchMe } from '../sign-in/account-client.ts';
import { sendContactCase } from './contact-client.ts';
import { ContactField, contactFieldId } from './contact-field.tsx';
import { type ContactFormPreset, contactFormAtom } from './contact-form-state.ts';
import { ContactShortcutPanel } from './contact-shortcut.tsx';

type Values = Record<FieldName, string>;
type Status = { kind: 'editing' | 'sending' } | { kind: 'failed'; message: string } | { kind: 'sent'; message: string };

/** The extras in the order the form shows them (phone has its own place among the contact fields). */
const EXTRA_ORDER = ['productNumber', 'quantity', 'orderNumber', 'invoiceNumber', 'vatId'] as const satisfies readonly ContactExtra[];
const EXTRA_INPUT: Record<(typeof EXTRA_ORDER)[number], { inputMode?: 'numeric' }> = {
  productNumber: {},
  quantity: { inputMode: 'numeric' },
  orderNumber: {},
  invoiceNumber: {},
  vatId: {},
};

function initialValues(preset: ContactFormPreset): Values {
  const fromMode = preset.mode ? CONTACT_MODE_PRESETS[preset.mode] : null;
  return {
    reason: preset.reason ?? fromMode?.reason ?? '',
    subreason: preset.subreason ?? fromMode?.subreason ?? '',
    name: '',
    company: '',
    email: '',
    phone: '',
    subject: '',
    description: '',
    productNumber: preset.productNumber ?? '',
    // A quote is for one piece unless the shopper says otherwise (spec: quote mode with quantity 1).
    quantity: preset.mode === 'quote' ? '1' : '',
    orderNumber: '',
    invoiceNumber: '',
    vatId: '',
  };
}

export function ContactForm({ preset, returnsPortalUrl }: { preset: ContactFormPreset; returnsPortalUrl: string }) {
  const t = useT();
  const market = useMarket();
  const close = useSetAtom(contactFormAtom);
  const [values, setValues] = useState(() => initialValues(preset));
  const [continued, setContinued] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const productNumberFixed = preset.mode !== undefined && preset.productNumber !== undefined;

  // A signed-in customer's name and e-mail, asked for once the form is open (never on page load).
  useEffect(() => {
    if (!hasSignedInCookie(document.cookie)) return undefined;
    let open = true;
    void fetchMe().then((result) => {
      if (!open || !result.ok) return;
      const { firstName, lastName, email } = result.body.customer;
      setValues((current) => ({ ...current, name: current.name || `${firstName} ${lastName}`.trim(), email: current.email || email }));
    });
    return () => {
      open = false;
    };
  }, []);

  const reason = isContactReason(values.reason) ? values.reason : null;
  const subreason = reason ? subreasonOf(reason, values.subreason) : undefined;
  const extras = subreason?.extras ?? [];
  const showShortcut = subreason?.shortcut !== undefined && !continued;

  const set = (field: FieldName) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const chooseReason = (value: string) => {
    setValues((current) => ({ ...current, reason: value, subreason: '' }));
    setContinued(false);
    setErrors({});
  };
  const chooseSubreason = (value: string) => {
    set('subreason')(value);
    setContinued(false);
  };

  const showErrors = (fields: Partial<Record<FieldName, string>>) => {
    setErrors(fields);
    const first = CONTACT_FIELDS.find((field) => fields[field]);
    if (first) requestAnimationFrame(() => document.getElementById(contactFieldId(first))?.focus());
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const checked = checkContactCase(values, market.country.code);
    if (!checked.ok) {
      showErrors(Object.fromEntries(Object.entries(checked.fields).map(([field, code]) => [field, t(`contact.error.${code}`)])));
      setStatus({ kind: 'failed', message: t('contact.error.invalid-input') });
      return;
    }
    setStatus({ kind: 'sending' });
    const result = await sendContactCase(values, market.language);
    if (result.ok) {
      setStatus({ kind: 'sent', message: result.message });
      return;
    }
    showErrors(Object.fromEntries(Object.entries(result.fields).filter(([field]) => CONTACT_FIELDS.some((name) => name === field))));
    setStatus({ kind: 'failed', message: result.message ?? t('contact.error.crm-unavailable') });
  }

  const text = (
    field: FieldName,
    label: string,
    options: { required?: boolean; type?: string; autoComplete?: string; inputMode?: 'numeric' } = {},
  ) => (
    <ContactField name={field} label={label} note={options.required === false ? t('contact.optional') : undefined} error={errors[field]}>
      {(control) => (
        <input
          {...control}
          name={field}
          type={options.type ?? 'text'}
          value={values[field]}
          autoComplete={options.autoComplete}
          inputMode={options.inputMode}
          required={options.required !== false}
          onChange={(event) => set(field)(event.target.value)}
        />
      )}
    </ContactField>
  );

  return (
    <ModalDialog
      open
      onClose={() => close(null)}
      title={t('contact.title')}
      closeLabel={t('contact.close')}
      testId="contact-form"
      className="contact-modal">
      {status.kind === 'sent' ? (
        <div className="contact-form__sent">
          <p role="status">{status.message}</p>
          <button type="button" className="button button--primary" onClick={() => close(null)}>
            {t('contact.done')}
          </button>
        </div>
      ) : (
        <form className="contact-form" noValidate onSubmit={submit}>
          <p className="contact-form__intro">{t('contact.intro')}</p>
          <ContactField name="reason" label={t('contact.reason.label')} error={errors.reason}>
            {(control) => (
              <select {...control} name="reason" required value={values.reason} onChange={(event) => chooseReason(event.target.value)}>
                <option value="">{t('contact.choose')}</option>
                {CONTACT_REASONS.map((key: ContactReason) => (
                  <option key={key} value={key}>
                    {t(`contact.reason.${key}`)}
                  </option>
                ))}
              </select>
            )}
          </ContactField>
          {reason && (
            <ContactField name="subreason" label={t('contact.subreason.label')} error={errors.subreason}>
              {(control) => (
                <select {...control} name="subreason" required value={values.subreason} onChange={(event) => chooseSubreason(event.target.value)}>
                  <option value="">{t('contact.choose')}</option>
                  {CONTACT_SUBREASONS[reason].map(({ key }) => (
                    <option key={key} value={key}>
                      {t(`contact.subreason.${key}`)}
                    </option>
                  ))}
                </select>
              )}
            </ContactField>
          )}
          {showShortcut && subreason?.shortcut ? (
            <>
              <ContactShortcutPanel shortcut={subreason.shortcut} returnsPortalUrl={returnsPortalUrl} />
              <button type="button" className="button button--secondary contact-form__continue" onClick={() => setContinued(true)}>
                {t('contact.continue')}
              </button>
            </>
          ) : (
            <>
              <div className="contact-form__grid">
                {text('name', t('contact.field.name'), { autoComplete: 'name' })}
                {text('company', t('contact.field.company'), { required: false, autoComplete: 'organization' })}
                {text('email', t('contact.field.email'), { type: 'email', autoComplete: 'email' })}
                {text('phone', t('contact.field.phone'), { type: 'tel', autoComplete: 'tel', required: extras.includes('phone') })}
                {EXTRA_ORDER.filter((extra) => extras.includes(extra)).map((extra) =>
                  extra === 'productNumber' ? (
                    <ContactField
                      key={extra}
                      name="productNumber"
                      label={t('contact.field.productNumber')}
                      hint={productNumberFixed ? undefined : t('contact.field.productNumber.hint')}
                      error={errors.productNumber}>
                      {(control) => (
                        <input
                          {...control}
                          className={productNumberFixed ? 'field__input field__input--fixed' : 'field__input'}
                          name="productNumber"
                          value={values.productNumber}
                          readOnly={productNumberFixed}
                          required
                          onChange={(event) => set('productNumber')(event.target.value)}
                        />
                      )}
                    </ContactField>
                  ) : (
                    <div key={extra} className="contact-form__extra">
                      {text(extra, t(`contact.field.${extra}`), EXTRA_INPUT[extra])}
                    </div>
                  ),
                )}
              </div>
              {text('subject', t('contact.field.subject'))}
              <ContactField name="description" label={t('contact.field.description')} error={errors.description}>
                {(control) => (
                  <textarea
                    {...control}
                    name="description"
                    rows={5}
                    required
                    value={values.description}
                    onChange={(event) => set('description')(event.target.value)}
                  />
                )}
              </ContactField>
              <p className="contact-form__failure" role="alert">
                {status.kind === 'failed' ? status.message : ''}
              </p>
              <button type="submit" className="button button--primary contact-form__send" disabled={status.kind === 'sending'}>
                {status.kind === 'sending' ? t('contact.sending') : t('contact.send')}
              </button>
            </>
          )}
        </form>
      )}
    </ModalDialog>
  );
}
