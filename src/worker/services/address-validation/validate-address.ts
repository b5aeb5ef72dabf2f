// The maps service's address validation (spec part 2 §7.5; Google Address Validation API):
// `POST {ADDRESS_VALIDATION_URL}/v1:validateAddress` with `{ address: { regionCode, addressLines } }` and
// the API key in `X-Goog-Api-Key`; the answer's `result.verdict` and `result.address` are read. Never
// blocks the checkout: no answer within the timeout, a failing service or an answer without a verdict
// or an address is "could not validate" (logged), and the address passes as typed.
import * as v from 'valibot';
import { type AddressCheck, addressLinesOf, checkOfVerdict, type ValidatedAddress } from '../../../domain/checkout/address-validation.ts';
import type { Env } from '../../env.ts';
import { timedFetch } from '../observability/request-context.ts';
import { logWarn } from '../observability/log.ts';

/** The shopper waits for it on submit; a slower answer is not worth more than the address as typed. */
export const ADDRESS_VALIDATION_TIMEOUT_MS = 3_000;

/** The parts of the answer we read; everything else (geocode, metadata, components…) is passed over. */
const AnswerSchema = v.object({
  result: v.object({
    verdict: v.optional(
      v.object({
        possibleNextAction: v.optional(v.string()),
        addressComplete: v.optional(v.boolean()),
      }),
    ),
    address: v.optional(
      v.object({
        missingComponentTypes: v.optional(v.array(v.string())),
        unconfirmedComponentTypes: v.optional(v.array(v.string())),
      }),
    ),
  }),
});

const isTimeout = (error: unknown) => error instanceof DOMException && error.name === 'TimeoutError';

async function post(env: Env, address: ValidatedAddress): Promise<unknown> {
  const response = await timedFetch('address-validation')(`${env.ADDRESS_VALIDATION_URL}/v1:validateAddress`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-goog-api-key': env.ADDRESS_VALIDATION_API_KEY },
    body: JSON.stringify({ address: { regionCode: address.country, addressLines: addressLinesOf(address) } }),
    signal: AbortSignal.timeout(ADDRESS_VALIDATION_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`address validation answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return response.json();
}

export async function validateAddress(env: Env, address: ValidatedAddress): Promise<AddressCheck> {
  let answer: unknown;
  try {
    answer = await post(env, address);
  } catch (error) {
    logWarn(isTimeout(error) ? `address validation gave no answer within ${ADDRESS_VALIDATION_TIMEOUT_MS} ms` : 'address validation failed', error);
    return { kind: 'couldNotValidate' };
  }
  const parsed = v.safeParse(AnswerSchema, answer);
  if (!parsed.success) {
    logWarn('address validation answer not understood; the address passes as typed', v.summarize(parsed.issues));
    return { kind: 'couldNotValidate' };
  }
  const { verdict, address: found } = parsed.output.result;
  // The spec's two error texts, for the two parts of the answer that must be there.
  if (!verdict) {
    logWarn('Error on verdict: the address validation answer has no verdict; the address passes as typed');
    return { kind: 'couldNotValidate' };
  }
  if (!found) {
    logWarn('Error on address: the address validation answer has no address; the address passes as typed');
    return { kind: 'couldNotValidate' };
  }
  return checkOfVerdict(verdict, found);
}
