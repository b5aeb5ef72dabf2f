// The signed-in customer's saved shipping and billing addresses (issue 15; contract "addresses"):
//   GET    /addresses                         → the address book
//   POST   /addresses/{kind}                  {version, address} → 201 book (key: postal code + timestamp)
//   PUT    /addresses/{kind}/{id}             {version, address} → 200 book
//   DELETE /addresses/{kind}/{id}?version=    → 200 book
//   POST   /addresses/{kind}/{id}/default     {version} → 200 book
// An address is checked by the checkout's own rules for the market's country (the domain's address
// schema), failed fields answered by their path in the body ('address.postalCode') in the shopper's
// language. 404 for an id that is not one of the customer's addresses of that kind, 409 with the
// current book when the version is not the customer's, the spec's 'Failed to … address' when commerce
// refuses the change. Without a session: 401 (requireSession).
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { ADDRESS_KINDS, type AddressKind } from '../../domain/account/saved-address.ts';
import { checkAddress } from '../../domain/checkout/address-schema.ts';
import { followedByAddress } from '../../domain/checkout/address-summary.ts';
import type { ApiEnv } from '../api/api-env.ts';
import { localized } from '../api/localized.ts';
import type { RefusalKey } from '../api/message-key.ts';
import { refuse } from '../api/refuse.ts';
import {
  type AddressChange,
  addAddress,
  addressBook,
  type CustomerRef,
  deleteAddress,
  setDefaultAddress,
  updateAddress,
} from '../services/commerce/customer-addresses.ts';
import { requireSession } from '../session/session.ts';
import { accountBody } from './account-body.ts';
import { rateLimit } from '../middleware/rate-limit.ts';

export const accountAddressRoutes = new Hono<ApiEnv>();

type AddressContext = Context<ApiEnv>;

const Version = v.pipe(v.number(), v.integer(), v.minValue(1));
const addressBody = accountBody(v.object({ version: Version, address: v.unknown() }));
const versionBody = accountBody(v.object({ version: Version }));

const isKind = (kind: string): kind is AddressKind => ADDRESS_KINDS.some((known) => known === kind);

const FAILED: Record<'add' | 'update' | 'delete' | 'set-default', RefusalKey> = {
  add: 'addresses.error.add-failed',
  update: 'addresses.error.update-failed',
  delete: 'addresses.error.delete-failed',
  'set-default': 'addresses.error.set-default-failed',
};

// A request without a session is refused before its body is read: 401 whatever it sends.
const signedIn = async (c: AddressContext, next: () => Promise<void>) => {
  const session = await requireSession(c);
  if (session instanceof Response) return session;
  await next();
};
accountAddressRoutes.use('/addresses', signedIn);
accountAddressRoutes.use('/addresses/*', signedIn);

/** The signed-in customer in the market's store (the session is read once per request), or the answer to give instead. */
async function customerOf(c: AddressContext): Promise<CustomerRef | Response> {
  const session = await requireSession(c);
  if (session instanceof Response) return session;
  return { env: c.env, storeKey: c.get('market').storeKey, customerId: session.customerId };
}

/** The customer and the list the path names, or 404 for a list that does not exist. */
async function target(c: AddressContext): Promise<{ customer: CustomerRef; kind: AddressKind } | Response> {
  const kind = c.req.param('kind') ?? '';
  if (!isKind(kind)) return refuse(c, 'addresses.error.address-not-found', 404);
  const customer = await customerOf(c);
  return customer instanceof Response ? customer : { customer, kind };
}

function answer(c: AddressContext, result: AddressChange, operation: keyof typeof FAILED, okStatus: 200 | 201 = 200): Response {
  if (result.ok) return c.json(result.book, okStatus);
  if (result.reason === 'not-found') return refuse(c, 'addresses.error.address-not-found', 404);
  if (result.reason === 'version-conflict') return refuse(c, 'addresses.error.version-conflict', 409, { body: { addresses: result.book } });
  return refuse(c, FAILED[operation], 502);
}

/** The address checked for the market's country, or the 400 naming every failed field in the shopper's language. */
function checkedAddress(c: AddressContext, kind: AddressKind, address: unknown) {
  const checked = checkAddress(address, kind, c.get('market').country.code);
  if (checked.ok) return checked.value;
  const fields = Object.fromEntries(
    Object.entries(checked.fields).flatMap(([path, key]) => {
      if (!key) return [];
      // Spec part 2 §8: the shipping postal code's message is followed by the address it is about.
      const message = path === 'postalCode' && kind === 'shipping' ? followedByAddress(localized(c, key), address) : localized(c, key);
      // An address that is no object at all is the field 'address' itself.
      return [[path === 'body' ? 'address' : `address.${path}`, message]];
    }),
  );
  return refuse(c, 'addresses.error.invalid-input', 400, { body: { fields } });
}

accountAddressRoutes.get('/addresses', async (c) => {
  const customer = await customerOf(c);
  if (customer instanceof Response) return customer;
  return c.json(await addressBook(customer));
});

accountAddressRoutes.post('/addresses/:kind', rateLimit('account-write'), addressBody, async (c) => {
  const found = await target(c);
  if (found instanceof Response) return found;
  const { customer, kind } = found;
  const { version, address } = c.req.valid('json');
  const checked = checkedAddress(c, kind, address);
  if (checked instanceof Response) return checked;
  return answer(c, await addAddress(customer, { kind, version, address: checked }), 'add', 201);
});

// Spec part 2 §5 and §8: an update names its address; without an id it is refused with the spec's message.
accountAddressRoutes.put('/addresses/:kind', rateLimit('account-write'), async (c) => {
  const found = await target(c);
  return found instanceof Response ? found : refuse(c, 'addresses.error.update-id-required', 400);
});

accountAddressRoutes.put('/addresses/:kind/:id', rateLimit('account-write'), addressBody, async (c) => {
  const found = await target(c);
  if (found instanceof Response) return found;
  const { customer, kind } = found;
  const { version, address } = c.req.valid('json');
  const checked = checkedAddress(c, kind, address);
  if (checked instanceof Response) return checked;
  return answer(c, await updateAddress(customer, { kind, version, id: c.req.param('id'), address: checked }), 'update');
});

accountAddressRoutes.delete('/addresses/:kind/:id', rateLimit('account-write'), async (c) => {
  const found = await target(c);
  if (found instanceof Response) return found;
  const { customer, kind } = found;
  const version = v.safeParse(v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number), Version), c.req.query('version'));
  if (!version.success) return refuse(c, 'account.error.malformed', 400);
  return answer(c, await deleteAddress(customer, { kind, version: version.output, id: c.req.param('id') }), 'delete');
});

// Setting a default names the address too: the spec's message per kind when it does not.
accountAddressRoutes.post('/addresses/:kind/default', rateLimit('account-write'), async (c) => {
  const found = await target(c);
  if (found instanceof Response) return found;
  return refuse(c, found.kind === 'billing' ? 'addresses.error.default-billing-id-required' : 'addresses.error.default-shipping-id-required', 400);
});

accountAddressRoutes.post('/addresses/:kind/:id/default', rateLimit('account-write'), versionBody, async (c) => {
  const found = await target(c);
  if (found instanceof Response) return found;
  const { customer, kind } = found;
  const { version } = c.req.valid('json');
  return answer(c, await setDefaultAddress(customer, { kind, version, id: c.req.param('id') }), 'set-default');
});
