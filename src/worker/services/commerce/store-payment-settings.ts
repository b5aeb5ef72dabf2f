// The payment settings of a market's store (custom fields, spec part 1 §3 "Store"): the bank account a
// bank transfer goes to, and the title of the cash-on-delivery fee in each language.
import type { LocalizedString } from '@commercetools/platform-sdk';
import * as v from 'valibot';
import type { Env } from '../../env.ts';
import { commerceApi } from './client.ts';
import { execute } from './execute.ts';

export interface StoreBankAccount {
  accountOwner: string;
  institute: string;
  iban: string;
  bic: string;
}

export interface StorePaymentSettings {
  /** Null when the store names no complete account. */
  bankAccount: StoreBankAccount | null;
  codFeeTitle: LocalizedString;
}

const BankFieldsSchema = v.object({
  bankAccountOwner: v.pipe(v.string(), v.minLength(1)),
  bankInstitute: v.pipe(v.string(), v.minLength(1)),
  bankIban: v.pipe(v.string(), v.minLength(1)),
  bankBic: v.pipe(v.string(), v.minLength(1)),
});
const TitleSchema = v.object({ codFeeTitle: v.record(v.string(), v.string()) });

export async function getStorePaymentSettings(env: Env, storeKey: string): Promise<StorePaymentSettings> {
  const store = await execute(commerceApi(env).stores().withKey({ key: storeKey }).get());
  const fields: unknown = store.custom?.fields ?? {};
  const bank = v.safeParse(BankFieldsSchema, fields);
  const title = v.safeParse(TitleSchema, fields);
  return {
    bankAccount: bank.success
      ? { accountOwner: bank.output.bankAccountOwner, institute: bank.output.bankInstitute, iban: bank.output.bankIban, bic: bank.output.bankBic }
      : null,
    codFeeTitle: title.success ? title.output.codFeeTitle : { en: 'Cash on delivery fee' },
  };
}
