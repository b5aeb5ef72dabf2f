// The VAT service stand-in's rules (served as `GET /vat/validate?UstId_1=…&UstId_2=…` by
// services-server.ts). It answers like the German eVatR service, XML-RPC `<params>` with string pairs
// (UstId_1, UstId_2, ErrorCode, Datum, Uhrzeit), deterministically by the buyer's VAT ID (UstId_2):
//   ends in VAT_SLOW_SUFFIX     → 200, but only after VAT_SLOW_MS (longer than the shop waits)
//   ends in VAT_GARBLED_SUFFIX  → 200 with an HTML page instead of XML (no ErrorCode)
//   ends in a known ErrorCode   → that code (…205 could not validate, …201 not valid, …216 valid, …)
//   anything else               → 200 (valid)
// No Node imports: the worker tests read the constants too.

/** eVatR answer codes (200 valid; 216, 218, 219, 223 valid with remarks; 205, 208, 999 service trouble). */
export const VAT_ANSWER_CODES = [
  200, 201, 202, 203, 204, 205, 206, 208, 209, 210, 211, 212, 213, 214, 215, 216, 217, 218, 219, 221, 223, 999,
] as const;
export const VAT_SLOW_SUFFIX = '777';
export const VAT_SLOW_MS = 10_000;
export const VAT_GARBLED_SUFFIX = '666';

export type VatStandInOutcome = { kind: 'xml'; delayMs: number; code: number } | { kind: 'garbled' } | { kind: 'bad-request'; message: string };

export function vatOutcome(query: URLSearchParams): VatStandInOutcome {
  const seller = query.get('UstId_1') ?? '';
  const buyer = query.get('UstId_2') ?? '';
  if (!/^[A-Z]{2,3}\S+$/.test(seller) || !/^[A-Z]{2,3}\S+$/.test(buyer)) {
    return { kind: 'bad-request', message: 'Query parameters UstId_1 and UstId_2 must be VAT IDs with a country prefix' };
  }
  if (buyer.endsWith(VAT_SLOW_SUFFIX)) return { kind: 'xml', delayMs: VAT_SLOW_MS, code: 200 };
  if (buyer.endsWith(VAT_GARBLED_SUFFIX)) return { kind: 'garbled' };
  const suffix = Number(buyer.slice(-3));
  const code = VAT_ANSWER_CODES.find((known) => known === suffix) ?? 200;
  return { kind: 'xml', delayMs: 0, code };
}

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The eVatR answer document: one `<param>` per name/value pair. */
export function vatAnswerXml(query: URLSearchParams, code: number, now: Date): string {
  const pairs: [string, string][] = [
    ['UstId_1', query.get('UstId_1') ?? ''],
    ['UstId_2', query.get('UstId_2') ?? ''],
    ['ErrorCode', String(code)],
    ['Datum', now.toISOString().slice(0, 10).split('-').reverse().join('.')],
    ['Uhrzeit', now.toISOString().slice(11, 19)],
  ];
  const params = pairs.map(
    ([name, value]) => `<param>
<value><array><data>
<value><string>${xmlEscape(name)}</string></value>
<value><string>${xmlEscape(value)}</string></value>
</data></array></value>
</param>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<params>\n${params.join('\n')}\n</params>\n`;
}
