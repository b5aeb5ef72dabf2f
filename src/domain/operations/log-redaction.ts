// What a log line may hold (issue 19): no personal data. Logs are read by operators and kept by
// Cloudflare, so e-mail addresses, names, addresses, phone numbers, tokens and the ids that lead to a
// shopper's cart, customer record or payment never reach them. Two rules, applied to everything logged:
// - fields whose name says they hold personal data or a secret are replaced whole (names and street
//   addresses cannot be recognised in free text, so they are kept out by their field);
// - free text (messages, backend answers, error messages) has the recognisable kinds replaced: e-mail
//   addresses, UUIDs (cart, customer, payment and order ids), bearer and JSON web tokens, long opaque
//   tokens, phone-like digit runs, and the values a backend quotes back in its error messages.

export const REDACTED = '[redacted]';

/** Field names (lower case, without `_` and `-`) whose values are personal data or secrets. */
const PERSONAL_FIELDS = new Set([
  'email',
  'emailaddress',
  'shopperemail',
  'firstname',
  'lastname',
  'fullname',
  'name',
  'salutation',
  'title',
  'company',
  'companyname',
  'streetname',
  'streetnumber',
  'street',
  'additionalstreetinfo',
  'additionaladdressinfo',
  'building',
  'apartment',
  'postalcode',
  'city',
  'address',
  'addresses',
  'billingaddress',
  'shippingaddress',
  'phone',
  'mobile',
  'fax',
  'vatid',
  'taxid',
  'dateofbirth',
  'password',
  'currentpassword',
  'newpassword',
  'token',
  'accesstoken',
  'refreshtoken',
  'idtoken',
  'authorization',
  'cookie',
  'setcookie',
  'secret',
  'clientsecret',
  'apikey',
  'cartid',
  'customerid',
  'anonymousid',
  'paymentid',
  'orderid',
  'sessionid',
  'sessiondata',
  'redirectresult',
  'payload',
  'iban',
  'shopperreference',
  'shopperip',
  'ip',
]);

export function isPersonalField(name: string): boolean {
  return PERSONAL_FIELDS.has(name.toLowerCase().replace(/[-_]/g, ''));
}

const TEXT_RULES: ReadonlyArray<readonly [RegExp, string]> = [
  // A backend quoting a value back: "The value '"jana@x"' is not valid for field 'email'".
  [/(\bvalues?\s*)(["'`])(?:(?!\2).)*\2/gi, '$1[value]'],
  // Not across a slash: `node_modules/@scope/package.js` in a stack is no address.
  [/[^\s@"'<>(),;:[\]/]+@[^\s@"'<>(),;:[\]/]+\.[a-z]{2,}/gi, '[email]'],
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '[id]'],
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[token]'],
  [/\b(bearer|basic)\s+[\w.~+/=-]+/gi, '$1 [token]'],
  // Commerce access and refresh tokens, Adyen session data, signed cookie values: long and opaque.
  // Not a path: one starting with a slash (`/p/slicer-250-mm-10010005`) is where, not who.
  [/(?<![\w/.-])(?!\/)(?=[\w+/=-]*\d)(?=[\w+/=-]*[a-z])[\w+/=-]{32,}/gi, '[token]'],
  // Phone numbers and other long digit runs typed by a shopper (8 or more digits, spaces allowed); not
  // the product numbers in a slug or an order number (`/p/slicer-250-mm-10010005`, `NS1347210048`).
  [/(?<![\w./-])\+?\d(?:[\s().-]?\d){7,}(?![\w.])/g, '[number]'],
];

/** Free text with e-mail addresses, ids, tokens and phone numbers replaced. */
export function redactText(text: string): string {
  let redacted = text;
  for (const [pattern, replacement] of TEXT_RULES) redacted = redacted.replace(pattern, replacement);
  return redacted;
}
