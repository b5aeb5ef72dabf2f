// Reviews as commercetools keeps them; the emulator stores any draft: it accepts a `key` or a
// `uniquenessValue` already in use (commercetools keeps both unique: 400 DuplicateField) and drops the
// draft's `customer`. `POST /{project}/reviews` is checked before the emulator's handler runs and the
// customer is written onto the stored review after it; two creations with the same key at the same moment
// meet each other here, as they would meet the platform's unique index. The emulator's review query also
// ignores `sort`: a query with one is answered here, sorted before it is paged, as the platform does.
import type { Review } from '@commercetools/platform-sdk';
import type { CommercetoolsMock } from '@labdigital/commercetools-mock';
import * as v from 'valibot';
import type { Refusal } from './order-from-cart.ts';
import type { PricingStorage } from './pricing-storage.ts';

const REVIEW_CREATION = /^\/([^/?]+)\/reviews(?:\?|$)/;

const texts = v.optional(v.union([v.string(), v.array(v.string())]));
const QuerySchema = v.object({
  where: texts,
  expand: texts,
  sort: texts,
  limit: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(500))),
  offset: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0))),
});

const DraftSchema = v.object({
  key: v.optional(v.string()),
  uniquenessValue: v.optional(v.string()),
  customer: v.optional(v.object({ id: v.optional(v.string()), key: v.optional(v.string()) })),
});

type UniqueField = 'key' | 'uniquenessValue';

/** The field of the draft whose value another review (or a creation under way) already has, or null. */
export function duplicateReviewField(
  draft: Partial<Record<UniqueField, string | undefined>>,
  existing: readonly Partial<Record<UniqueField, string | null | undefined>>[],
): UniqueField | null {
  for (const field of ['key', 'uniquenessValue'] as const) {
    const value = draft[field];
    if (value !== undefined && existing.some((review) => review[field] === value)) return field;
  }
  return null;
}

const duplicate = (field: UniqueField, value: string | undefined): Refusal => {
  const message = `A duplicate value '"${value}"' exists for field '${field}'.`;
  return { statusCode: 400, message, errors: [{ code: 'DuplicateField', message, field }] };
};

export function checkReviewCreation(mock: CommercetoolsMock, storage: PricingStorage): void {
  /** Keys and uniqueness values of creations under way. */
  const creating: Partial<Record<UniqueField, string>>[] = [];
  mock.app.addHook('preHandler', async (request, reply) => {
    const route = request.method === 'POST' ? REVIEW_CREATION.exec(request.url) : null;
    if (!route?.[1]) return;
    const draft = v.safeParse(DraftSchema, request.body);
    if (!draft.success) return;
    const projectKey = decodeURIComponent(route[1]);
    // All reviews as stored, not cloned (review-storage.ts): a key not in use yet would make the stock
    // lookup by key clone every review.
    const stored: Review[] = await storage.all(projectKey, 'review');
    const field = duplicateReviewField(draft.output, [...stored, ...creating]);
    if (field) return reply.status(400).send(duplicate(field, draft.output[field]));
    const claim = { key: draft.output.key, uniquenessValue: draft.output.uniquenessValue };
    creating.push(claim);
    reply.raw.once('close', () => creating.splice(creating.indexOf(claim), 1));
  });

  mock.app.addHook('preHandler', async (request, reply) => {
    const route = request.method === 'GET' ? REVIEW_CREATION.exec(request.url) : null;
    const query = route?.[1] ? v.safeParse(QuerySchema, request.query) : null;
    // Without a sort (or with parameters the emulator's own handler should answer) the emulator answers.
    if (!route?.[1] || !query?.success || query.output.sort === undefined) return;
    const { where, expand, sort, limit = 20, offset = 0 } = query.output;
    const result = await storage.query(decodeURIComponent(route[1]), 'review', { where, expand, sort, limit, offset });
    return reply.status(200).send(result);
  });

  mock.app.addHook('onSend', async (request, reply, payload) => {
    const route = request.method === 'POST' && reply.statusCode === 201 ? REVIEW_CREATION.exec(request.url) : null;
    const draft = route?.[1] ? v.safeParse(DraftSchema, request.body) : null;
    const customer = draft?.success ? draft.output.customer : undefined;
    if (!route?.[1] || !customer || typeof payload !== 'string') return payload;
    const projectKey = decodeURIComponent(route[1]);
    const created: unknown = JSON.parse(payload);
    const id = v.safeParse(v.object({ id: v.string() }), created);
    const customerId = customer.id ?? (customer.key ? (await storage.getByKey(projectKey, 'customer', customer.key))?.id : undefined);
    const review = id.success ? await storage.get(projectKey, 'review', id.output.id) : null;
    if (!review || !customerId) return payload;
    const withCustomer = { ...review, customer: { typeId: 'customer' as const, id: customerId } };
    await storage.add(projectKey, 'review', withCustomer);
    return JSON.stringify(withCustomer);
  });
}
