// A CustomerDraft's `customerGroup`, which the emulator drops when it creates the customer (it keeps only
// later `setCustomerGroup` actions). As commercetools does, the group the draft references (by id or key)
// is set on the new customer; the seed's tier customers (kv-seed/generate/tiers.ts) depend on it.
import type { Customer, CustomerDraft } from '@commercetools/platform-sdk';
import type { CommercetoolsMock, InMemoryStorage } from '@labdigital/commercetools-mock';

interface ProjectContext {
  projectKey: string;
}

export function keepDraftCustomerGroups(mock: CommercetoolsMock, storage: InMemoryStorage): void {
  const repository = mock.project().getRepository('customer');
  const create: unknown = Reflect.get(repository, 'create');
  if (typeof create !== 'function') throw new Error('commercetools-mock: the customer repository has no create');
  Reflect.set(repository, 'create', async (context: ProjectContext, draft: CustomerDraft): Promise<Customer> => {
    const customer: Customer = await Reflect.apply(create, repository, [context, draft]);
    if (!draft.customerGroup) return customer;
    const group = await storage.getByResourceIdentifier(context.projectKey, draft.customerGroup);
    const withGroup: Customer = { ...customer, customerGroup: { typeId: 'customer-group', id: group.id } };
    await storage.add(context.projectKey, 'customer', withGroup);
    return withGroup;
  });
}
