// commercetools keeps a customer's e-mail address and customer number unique in a project: an update
// that would give a customer another's answers 400 DuplicateField. The emulator checks the e-mail only
// when a customer is created; this closes the gap for `changeEmail` and `setCustomerNumber` on the
// customer endpoints by id (project and in-store), so the account area's refusals are reached locally.
import type { Customer } from '@commercetools/platform-sdk';
import type { CommercetoolsMock } from '@labdigital/commercetools-mock';
import * as v from 'valibot';
import type { PricingStorage } from './pricing-storage.ts';

const CUSTOMER_UPDATE = /^\/([^/?]+)\/(?:in-store\/key=[^/?]+\/)?customers\/([^/?]+)(?:\?|$)/;

const UpdateSchema = v.object({
  actions: v.array(
    v.union([
      v.object({ action: v.literal('changeEmail'), email: v.string() }),
      v.object({ action: v.literal('setCustomerNumber'), customerNumber: v.string() }),
      v.object({ action: v.string() }),
    ]),
  ),
});

type Duplicate = { field: 'email' | 'customerNumber'; value: string };

/** The first action that would give the customer a value another customer has, or null. */
export function duplicateIn(actions: readonly unknown[], customerId: string, customers: readonly Customer[]): Duplicate | null {
  const others = customers.filter((customer) => customer.id !== customerId);
  for (const action of actions) {
    if (v.is(v.object({ action: v.literal('changeEmail'), email: v.string() }), action)) {
      const email = action.email.toLowerCase();
      if (others.some((customer) => customer.email.toLowerCase() === email)) return { field: 'email', value: action.email };
    }
    if (v.is(v.object({ action: v.literal('setCustomerNumber'), customerNumber: v.string() }), action)) {
      if (others.some((customer) => customer.customerNumber === action.customerNumber))
        return { field: 'customerNumber', value: action.customerNumber };
    }
  }
  return null;
}

export function keepCustomerFieldsUnique(mock: CommercetoolsMock, storage: PricingStorage): void {
  mock.app.addHook('preHandler', async (request, reply) => {
    const route = request.method === 'POST' ? CUSTOMER_UPDATE.exec(request.url) : null;
    if (!route?.[1] || !route[2] || ['password-token', 'email-token', 'password', 'email'].includes(route[2])) return;
    const update = v.safeParse(UpdateSchema, request.body);
    if (!update.success) return;
    const customers: Customer[] = await storage.all(decodeURIComponent(route[1]), 'customer');
    const duplicate = duplicateIn(update.output.actions, route[2], customers);
    if (!duplicate) return;
    const message = `A duplicate value '"${duplicate.value}"' exists for field '${duplicate.field}'.`;
    return reply
      .status(400)
      .send({ statusCode: 400, message, errors: [{ code: 'DuplicateField', message, field: duplicate.field, duplicateValue: duplicate.value }] });
  });
}
