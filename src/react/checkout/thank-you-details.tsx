// The payment details a thank-you page may still owe the shopper (spec part 1 §2 widgets): the bank
// transfer's account holder, bank, reference, BIC/SWIFT and IBAN, or the Multibanco voucher's entity,
// reference and expiry, each with the amount to pay.
import type { ThankYouOrder } from '../../domain/checkout/thank-you.ts';
import type { Money } from '../../domain/money/money.ts';
import { formatMoney } from '../../domain/money/format-money.ts';
import { useT } from '../i18n/i18n.tsx';
import { useMarket } from '../market-context.tsx';

/** Multibanco is Portugal's: its expiry is read in Lisbon time, the same on the server and in the browser. */
const MULTIBANCO_TIME_ZONE = 'Europe/Lisbon';

function expiry(expiresAt: string, locale: string): string {
  const date = new Date(expiresAt);
  if (Number.isNaN(date.getTime())) return expiresAt;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: MULTIBANCO_TIME_ZONE }).format(date);
}

/** An IBAN in groups of four, as banks print it and shoppers type it. */
const grouped = (iban: string): string => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

function Details({ title, rows, testId }: { title: string; rows: readonly [string, string][]; testId: string }) {
  return (
    <section className="payment-details" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`} className="payment-details__title">
        {title}
      </h2>
      <dl className="payment-details__list">
        {rows.map(([label, value]) => (
          <div key={label} className="payment-details__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function BankTransferDetails({ details, total }: { details: NonNullable<ThankYouOrder['bankTransfer']>; total: Money }) {
  const t = useT();
  const { locale } = useMarket();
  return (
    <Details
      testId="bank-transfer-details"
      title={t('thankYou.bank.title')}
      rows={[
        [t('thankYou.amount'), formatMoney(total, locale)],
        [t('thankYou.bank.accountOwner'), details.accountOwner],
        [t('thankYou.bank.institute'), details.institute],
        [t('thankYou.bank.iban'), grouped(details.iban)],
        [t('thankYou.bank.bic'), details.bic],
        [t('thankYou.bank.reference'), details.reference],
      ]}
    />
  );
}

export function MultibancoDetails({ details, total }: { details: NonNullable<ThankYouOrder['multibanco']>; total: Money }) {
  const t = useT();
  const { locale } = useMarket();
  return (
    <Details
      testId="multibanco-details"
      title={t('thankYou.multibanco.title')}
      rows={[
        [t('thankYou.multibanco.entity'), details.entity],
        [t('thankYou.multibanco.reference'), details.reference],
        [t('thankYou.amount'), formatMoney(total, locale)],
        [t('thankYou.multibanco.expiresAt'), expiry(details.expiresAt, locale)],
      ]}
    />
  );
}
