import { describe, expect, it } from 'vitest';
import { parseVatErrorCode, vatStatusOfCode } from './vat-result.ts';

const xmlRpc = (code: string) => `<?xml version="1.0" encoding="UTF-8"?>
<params>
<param>
<value><array><data>
<value><string>UstId_1</string></value>
<value><string>DE999999999</string></value>
</data></array></value>
</param>
<param>
<value><array><data>
<value><string>ErrorCode</string></value>
<value><string>${code}</string></value>
</data></array></value>
</param>
</params>`;

describe('VAT service answer', () => {
  it.each([200, 216, 218, 219, 223])('%i is valid', (code) => expect(vatStatusOfCode(code)).toBe('valid'));
  it.each([205, 208, 999])('%i could not be validated', (code) => expect(vatStatusOfCode(code)).toBe('couldNotValidate'));
  it.each([201, 202, 204, 217, 500])('%i is not valid', (code) => expect(vatStatusOfCode(code)).toBe('notValid'));

  it('reads the ErrorCode of the XML-RPC answer', () => {
    expect(parseVatErrorCode(xmlRpc('216'))).toBe(216);
    expect(parseVatErrorCode(xmlRpc(' 205 '))).toBe(205);
  });

  it('reads an ErrorCode element', () => {
    expect(parseVatErrorCode('<result><ErrorCode>201</ErrorCode></result>')).toBe(201);
  });

  it.each([
    ['an empty answer', ''],
    ['HTML', '<html><body>Service unavailable</body></html>'],
    ['JSON', '{"ErrorCode":200}'],
    ['a code that is not three digits', xmlRpc('2000')],
    ['an ErrorCode without value', '<value><string>ErrorCode</string></value>'],
  ])('finds no code in %s', (_what, body) => {
    expect(parseVatErrorCode(body)).toBeNull();
  });
});
