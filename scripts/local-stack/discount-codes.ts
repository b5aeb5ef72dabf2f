// Discount codes as commercetools handles them, where the emulator only checks that a code exists:
// - creating a code: its cart discounts may be referenced by key (the emulator kept only ids and lost
//   key references), and `isActive: false` is kept (the emulator stored every code as active);
// - Add DiscountCode on a cart (`cart`, `my-cart`): refused with DiscountCodeNonApplicable and the
//   reason of discount-code-rules.ts (validity, inactive, another store); an unknown code still gets the
//   emulator's own `DoesNotExist` answer. The state on the cart and the discounts themselves are
//   computed whenever the cart is stored (pricing-storage.ts → cart-totals.ts → code-discounts.ts).
import type { Cart, CartAddDiscountCodeAction, CartDiscount, DiscountCode, DiscountCodeDraft } from '@commercetools/platform-sdk';
import type { CommercetoolsMock } from '@labdigital/commercetools-mock';
import { refusalOf, type CodeRefusal } from './discount-code-rules.ts';
import type { PricingStorage } from './pricing-storage.ts';

interface Context {
  projectKey: string;
}

const repository = (mock: CommercetoolsMock, typeId: 'cart' | 'my-cart' | 'discount-code'): object => {
  const found: unknown = mock.project().getRepository(typeId);
  if (typeof found !== 'object' || found === null) throw new Error(`commercetools-mock: no repository ${typeId}`);
  return found;
};

const methodOf = (target: object, name: string): ((...args: unknown[]) => Promise<unknown>) => {
  const found: unknown = Reflect.get(target, name);
  if (typeof found !== 'function') throw new Error(`commercetools-mock: no method ${name}`);
  return async (...args: unknown[]) => Reflect.apply(found, target, args);
};

const isContext = (value: unknown): value is Context =>
  typeof value === 'object' && value !== null && 'projectKey' in value && typeof value.projectKey === 'string';

/**
 * The emulator's own error class (it is not exported): taken from its answer to a code that cannot exist,
 * so a refusal leaves the server exactly as the emulator's errors do (status 400, `errors: [info]`).
 */
async function platformError(addDiscountCode: (...args: unknown[]) => Promise<unknown>, context: Context, cart: Cart, info: object): Promise<Error> {
  try {
    await addDiscountCode(context, { ...cart, discountCodes: [] }, { action: 'addDiscountCode', code: `\u0000${crypto.randomUUID()}` });
  } catch (error) {
    if (error instanceof Error && 'info' in error) {
      const refused: unknown = Reflect.construct(error.constructor, [info, 400]);
      if (refused instanceof Error) return refused;
    }
  }
  throw new Error('commercetools-mock: addDiscountCode accepted a code that cannot exist');
}

const refusalInfo = (code: string, refusal: CodeRefusal) => ({
  code: 'DiscountCodeNonApplicable',
  message: `The discountCode ${refusal.discountCodeId} cannot be applied to the cart.`,
  discountCode: code,
  ...refusal,
});

function refuseInapplicableCodes(mock: CommercetoolsMock, storage: PricingStorage, typeId: 'cart' | 'my-cart'): void {
  const handler: unknown = Reflect.get(repository(mock, typeId), 'actions');
  if (typeof handler !== 'object' || handler === null) throw new Error(`commercetools-mock: no update handler for ${typeId}`);
  const addDiscountCode = methodOf(handler, 'addDiscountCode');
  Reflect.set(handler, 'addDiscountCode', async (context: unknown, cart: Cart, action: CartAddDiscountCodeAction) => {
    if (!isContext(context)) return addDiscountCode(context, cart, action);
    const found = await storage.query(context.projectKey, 'discount-code', { where: `code="${action.code.replaceAll('"', '\\"')}"` });
    const code: DiscountCode | undefined = found.results[0];
    if (!code) return addDiscountCode(context, cart, action);
    const discounts = (
      await Promise.all(code.cartDiscounts.map(({ id }): Promise<CartDiscount | null> => storage.get(context.projectKey, 'cart-discount', id)))
    ).flatMap((discount) => discount ?? []);
    const refusal = refusalOf({ code, discounts }, { storeKey: cart.store?.key, lineItems: cart.lineItems }, new Date());
    if (refusal) throw await platformError(addDiscountCode, context, cart, refusalInfo(action.code, refusal));
    return addDiscountCode(context, cart, action);
  });
}

/** A draft's cart discounts given by key, as ids (the emulator reads only ids); unknown keys stay as given. */
async function withDiscountIds(storage: PricingStorage, projectKey: string, draft: DiscountCodeDraft): Promise<DiscountCodeDraft> {
  const cartDiscounts = await Promise.all(
    draft.cartDiscounts.map(async (ref) => {
      if (ref.id || !ref.key) return ref;
      const discount: CartDiscount | null = await storage.getByKey(projectKey, 'cart-discount', ref.key);
      return discount ? { typeId: 'cart-discount' as const, id: discount.id } : ref;
    }),
  );
  return { ...draft, cartDiscounts };
}

function createCodesAsDrafted(mock: CommercetoolsMock, storage: PricingStorage): void {
  const codes = repository(mock, 'discount-code');
  const create = methodOf(codes, 'create');
  Reflect.set(codes, 'create', async (context: unknown, draft: DiscountCodeDraft) => {
    if (!isContext(context)) return create(context, draft);
    const created: unknown = await create(context, await withDiscountIds(storage, context.projectKey, draft));
    if (draft.isActive !== false || typeof created !== 'object' || created === null || !('id' in created) || typeof created.id !== 'string')
      return created;
    const stored: DiscountCode | null = await storage.get(context.projectKey, 'discount-code', created.id);
    if (!stored) return created;
    const inactive = { ...stored, isActive: false };
    await storage.add(context.projectKey, 'discount-code', inactive);
    return inactive;
  });
}

export function honourDiscountCodes(mock: CommercetoolsMock, storage: PricingStorage): void {
  createCodesAsDrafted(mock, storage);
  for (const typeId of ['cart', 'my-cart'] as const) refuseInapplicableCodes(mock, storage, typeId);
}
