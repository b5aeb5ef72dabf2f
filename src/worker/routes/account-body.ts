// Every account form's body: the same size limit, the same refusals in the shopper's language (the
// schemas' issue messages name the `account.error.*` key). `accountBody` answers the first issue's key as
// the error; `accountForm`, for forms with fields to mark, answers `invalid-input` ('Please check the
// highlighted fields.') with a message per field, as the profile and address forms do.
import type * as v from 'valibot';
import { type AccountErrorKey, accountErrorKey, accountFieldErrors } from '../../domain/account/credentials.ts';
import { type FieldRefusal, jsonBody } from '../api/json-body.ts';

export const MAX_ACCOUNT_BODY_BYTES = 4 * 1024;

type AccountRefusalKey = `account.error.${AccountErrorKey}`;

export const accountBody = <S extends v.GenericSchema>(schema: S) =>
  jsonBody(schema, {
    maxBytes: MAX_ACCOUNT_BODY_BYTES,
    tooLarge: 'account.error.too-large',
    malformed: 'account.error.malformed',
    invalid: (issues) => `account.error.${accountErrorKey(issues)}`,
  });

export const accountForm = <S extends v.GenericSchema>(schema: S) =>
  jsonBody(schema, {
    maxBytes: MAX_ACCOUNT_BODY_BYTES,
    tooLarge: 'account.error.too-large',
    malformed: 'account.error.malformed',
    invalid: (issues): FieldRefusal | AccountRefusalKey => {
      const fields = Object.fromEntries(
        Object.entries(accountFieldErrors(issues)).map(([path, key]) => [path, `account.error.${key}` satisfies AccountRefusalKey]),
      );
      return Object.keys(fields).length > 0 ? { key: 'account.error.invalid-input', fields } : `account.error.${accountErrorKey(issues)}`;
    },
  });
