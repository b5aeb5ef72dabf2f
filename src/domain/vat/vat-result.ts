// The VAT service's answer (spec part 2 §5, §7.5): XML carrying an ErrorCode. 200, 216, 218, 219 and 223
// mean valid; 205, 208 and 999 mean the service could not validate; any other code means not valid. A
// check that takes longer than VAT_CHECK_TIMEOUT_MS is a timeout the shopper can retry (part 1 §4).

export const VAT_VALID_CODES: readonly number[] = [200, 216, 218, 219, 223];
export const VAT_COULD_NOT_VALIDATE_CODES: readonly number[] = [205, 208, 999];

/** The spec says only "a timeout"; long enough for a slow national register, short enough to wait for. */
export const VAT_CHECK_TIMEOUT_MS = 4_000;

export const VAT_STATUSES = ['valid', 'notValid', 'couldNotValidate', 'timeout'] as const;
export type VatStatus = (typeof VAT_STATUSES)[number];

export function vatStatusOfCode(code: number): Exclude<VatStatus, 'timeout'> {
  if (VAT_VALID_CODES.includes(code)) return 'valid';
  if (VAT_COULD_NOT_VALIDATE_CODES.includes(code)) return 'couldNotValidate';
  return 'notValid';
}

/**
 * The ErrorCode of an answer, in the service's XML-RPC form
 * (`<value><string>ErrorCode</string></value><value><string>200</string></value>`) or as an element
 * (`<ErrorCode>200</ErrorCode>`); null when there is none.
 */
export function parseVatErrorCode(xml: string): number | null {
  const match =
    /<string>\s*ErrorCode\s*<\/string>\s*<\/value>\s*<value>\s*(?:<string>)?\s*(\d{3})\s*(?:<\/string>)?\s*<\/value>/i.exec(xml) ??
    /<ErrorCode>\s*(\d{3})\s*<\/ErrorCode>/i.exec(xml);
  return match?.[1] === undefined ? null : Number(match[1]);
}
