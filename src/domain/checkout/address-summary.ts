// Spec part 2 §8: the shipping postal-code error is "'Postal code is incorrect in shipping address'
// followed by the address", so a shopper who reads it in the notification knows which address is meant.
// The address comes from the request body as typed, so it is read defensively: only short text fields,
// nothing else, and nothing when there is nothing to show.
import * as v from 'valibot';

/** A typed field longer than this is not a street or a city; it is cut so the message stays readable. */
const MAX_PART_LENGTH = 60;

/** A field that is not short text (a number, a 10 KB string) is left out rather than failing the summary. */
const part = v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_PART_LENGTH))), undefined);
const AddressPartsSchema = v.object({ streetName: part, streetNumber: part, postalCode: part, city: part });

const joined = (...parts: (string | undefined)[]): string => parts.filter((value) => value !== undefined && value !== '').join(' ');

/** "Hlavná 12, 811 01 Bratislava" from a typed address; null when it holds none of these fields. */
export function addressSummary(address: unknown): string | null {
  const parsed = v.safeParse(AddressPartsSchema, address);
  if (!parsed.success) return null;
  const { streetName, streetNumber, postalCode, city } = parsed.output;
  const summary = [joined(streetName, streetNumber), joined(postalCode, city)].filter((line) => line !== '').join(', ');
  return summary === '' ? null : summary;
}

/** The message followed by the address it is about, when there is one. */
export const followedByAddress = (message: string, address: unknown): string => {
  const summary = addressSummary(address);
  return summary === null ? message : `${message.replace(/[.。]$/, '')}: ${summary}`;
};
