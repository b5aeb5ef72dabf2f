// The address-validation stand-in's rules (served as `POST /address-validation/v1:validateAddress` by
// services-server.ts). It answers like Google's Address Validation API — `{ result: { verdict, address },
// responseId }`, booleans left out when false, errors as `{ error: { code, message, status } }` — and
// deterministically by the address lines:
//   a line starting with ADDRESS_UNKNOWN_STREET ("Unknown") → verdict FIX, the street (route) unconfirmed
//   a line starting with ADDRESS_SLOW_STREET ("Slow")       → ACCEPT, but only after ADDRESS_SLOW_MS
//   anything else                                           → ACCEPT, address complete
// No Node imports: the worker tests read the constants too.

export const ADDRESS_UNKNOWN_STREET = 'Unknown';
export const ADDRESS_SLOW_STREET = 'Slow';
/** Longer than the shop waits (ADDRESS_VALIDATION_TIMEOUT_MS). */
export const ADDRESS_SLOW_MS = 5_000;

export type AddressStandInOutcome = { status: number; delayMs: number; body: unknown };

const googleError = (code: number, status: string, message: string): AddressStandInOutcome => ({
  status: code,
  delayMs: 0,
  body: { error: { code, message, status } },
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function requestedAddress(body: unknown): { regionCode: string; addressLines: string[] } | null {
  const address = isRecord(body) ? body['address'] : undefined;
  if (!isRecord(address)) return null;
  const { regionCode, addressLines } = address;
  if (typeof regionCode !== 'string' || !/^[A-Z]{2}$/.test(regionCode)) return null;
  if (!Array.isArray(addressLines) || addressLines.length === 0 || !addressLines.every((line) => typeof line === 'string')) return null;
  return { regionCode, addressLines };
}

export function addressValidationOutcome(apiKey: string | undefined, body: unknown): AddressStandInOutcome {
  if (!apiKey) return googleError(403, 'PERMISSION_DENIED', 'The request is missing a valid API key.');
  const address = requestedAddress(body);
  if (!address) return googleError(400, 'INVALID_ARGUMENT', 'address.regionCode and address.addressLines are required.');
  const unknown = address.addressLines.some((line) => line.startsWith(ADDRESS_UNKNOWN_STREET));
  const slow = address.addressLines.some((line) => line.startsWith(ADDRESS_SLOW_STREET));
  const postalAddress = { revision: 0, regionCode: address.regionCode, languageCode: 'en', addressLines: address.addressLines };
  const result = unknown
    ? {
        verdict: {
          inputGranularity: 'PREMISE',
          validationGranularity: 'OTHER',
          geocodeGranularity: 'OTHER',
          possibleNextAction: 'FIX',
          hasUnconfirmedComponents: true,
        },
        address: { formattedAddress: address.addressLines.join(', '), postalAddress, unconfirmedComponentTypes: ['route'] },
      }
    : {
        verdict: {
          inputGranularity: 'PREMISE',
          validationGranularity: 'PREMISE',
          geocodeGranularity: 'PREMISE',
          possibleNextAction: 'ACCEPT',
          addressComplete: true,
        },
        address: { formattedAddress: address.addressLines.join(', '), postalAddress },
      };
  return { status: 200, delayMs: slow ? ADDRESS_SLOW_MS : 0, body: { result, responseId: crypto.randomUUID() } };
}
