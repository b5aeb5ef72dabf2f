// Test control of the commerce stand-in: deterministic faults a test switches on over HTTP, so the
// worker meets a failing commercetools through its real client and needs no test-only code path.
//   POST   /__faults/inventory-reads  {"failNext": n, "sku": "EX…"}  the next n inventory reads that ask
//          for that SKU answer 503 (without `sku`: the next n inventory reads of any SKU)
//   POST   /__faults/cart-updates     {"cartId": "…", "failNext": n}  the next n updates of that cart answer
//          503; {"cartId": "…", "delayNext": n, "delayMs": ms}  they are answered ms later (a slow backend)
//   DELETE /__faults                  switches every fault off
// The worker tests run their files in parallel against one stand-in; a fault scoped to a SKU only one
// test uses cannot hit another test's reads.
import type { CommercetoolsMock } from '@labdigital/commercetools-mock';
import type { FastifyReply } from 'fastify';
import * as v from 'valibot';

const InventoryFaultSchema = v.object({
  failNext: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  sku: v.optional(v.pipe(v.string(), v.minLength(1))),
});

const CartUpdateFaultSchema = v.object({
  cartId: v.pipe(v.string(), v.uuid()),
  failNext: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)), 0),
  delayNext: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)), 0),
  delayMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(30_000)), 0),
});
type CartUpdateFault = v.InferOutput<typeof CartUpdateFaultSchema>;

/** `POST /{project}/…/carts/{id}`: a cart update (the request statistics count the same). */
const CART_UPDATE = /\/carts\/([0-9a-f-]{36})(?:\?|$)/;

interface InventoryFault {
  remaining: number;
  sku: string | undefined;
}

/** `GET /{project}/inventory?where=…`: the inventory query the worker's stock reads send. */
const INVENTORY_READ = /^\/[^/]+\/inventory(?:\?|$)/;

/** The SKUs named in the read's `where` predicate (`sku in ("A", "B")` or `sku = "A"`). */
function skusAsked(url: string): string[] {
  const where = new URL(url, 'http://stand-in').searchParams.getAll('where').join(' ');
  return [...where.matchAll(/"([^"]+)"/g)].flatMap((match) => (match[1] ? [match[1]] : []));
}

/** commercetools' answer when it is down, as a switched-on fault gives it. */
const unavailable = (reply: FastifyReply) =>
  reply.status(503).send({
    statusCode: 503,
    message: 'Service unavailable (fault switched on by a test)',
    errors: [{ code: 'ServiceUnavailable', message: 'Service unavailable (fault switched on by a test)' }],
  });

export function addFaultSwitch(mock: CommercetoolsMock): void {
  const inventoryFaults: InventoryFault[] = [];
  const cartFaults = new Map<string, CartUpdateFault>();

  mock.app.addHook('onRequest', async (request, reply) => {
    const cartId = request.method === 'POST' ? CART_UPDATE.exec(request.url)?.[1] : undefined;
    const fault = cartId ? cartFaults.get(cartId) : undefined;
    if (!fault) return;
    if (fault.delayNext > 0) {
      fault.delayNext -= 1;
      await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    }
    if (fault.failNext <= 0) return;
    fault.failNext -= 1;
    console.warn(`fault switch: update of cart ${cartId} answered 503 (${fault.failNext} more to fail)`);
    return unavailable(reply);
  });

  mock.app.post('/__faults/cart-updates', async (request, reply) => {
    const parsed = v.safeParse(CartUpdateFaultSchema, request.body);
    if (!parsed.success)
      return reply.status(400).send({ message: `expected {"cartId", "failNext"?, "delayNext"?, "delayMs"?}: ${parsed.issues[0].message}` });
    cartFaults.set(parsed.output.cartId, parsed.output);
    return { armed: parsed.output };
  });

  mock.app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !INVENTORY_READ.test(request.url)) return;
    const asked = skusAsked(request.url);
    const fault = inventoryFaults.find((candidate) => candidate.remaining > 0 && (candidate.sku === undefined || asked.includes(candidate.sku)));
    if (!fault) return;
    fault.remaining -= 1;
    console.warn(`fault switch: inventory read for ${asked.join(', ')} answered 503 (${fault.remaining} more to fail)`);
    return unavailable(reply);
  });

  mock.app.post('/__faults/inventory-reads', async (request, reply) => {
    const parsed = v.safeParse(InventoryFaultSchema, request.body);
    if (!parsed.success) return reply.status(400).send({ message: `expected {"failNext": n, "sku"?: "…"}: ${parsed.issues[0].message}` });
    inventoryFaults.push({ remaining: parsed.output.failNext, sku: parsed.output.sku });
    return { armed: parsed.output };
  });

  mock.app.delete('/__faults', async () => {
    inventoryFaults.length = 0;
    cartFaults.clear();
    return { cleared: true };
  });
}
