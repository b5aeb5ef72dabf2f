// Every account form's body: the same size limit, the same refusals in the shopper's language (the
// schemas' issue messages name the `account.error.*` key).
import type * as v from 'valibot';
import { accountErrorKey } from '../../domain/account/credentials.ts';
import { jsonBody } from '../api/json-body.ts';

export const MAX_ACCOUNT_BODY_BYTES = 4 * 1024;

export const accountBody = <S extends v.GenericSchema>(schema: S) =>
  jsonBody(schema, {
    maxBytes: MAX_ACCOUNT_BODY_BYTES,
    tooLarge: 'account.error.too-large',
    malformed: 'account.error.malformed',
    invalid: (issues) => `account.error.${accountErrorKey(issues)}`,
  });
