// The extra-guarantee products of the market (spec part 1 §4 "Extra-guarantee products load once and
// are cached"): fetched once per page from the cart API, when a component first needs them.
import { atom, useAtom } from 'jotai';
import { useEffect } from 'react';
import * as v from 'valibot';
import { GuaranteeProductSchema, type GuaranteeProduct } from '../../domain/cart/guarantee-product.ts';
import { GUARANTEES_PATH } from './cart-api.ts';

const GuaranteeListSchema = v.array(GuaranteeProductSchema);

/** null until loaded; [] when the request failed (no offer is better than a broken one). */
const guaranteesAtom = atom<readonly GuaranteeProduct[] | null>(null);
const guaranteesRequestedAtom = atom(false);

async function loadGuarantees(): Promise<GuaranteeProduct[]> {
  try {
    const response = await fetch(GUARANTEES_PATH, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const parsed = v.safeParse(GuaranteeListSchema, await response.json());
    if (!parsed.success) throw new Error('unexpected body');
    return parsed.output;
  } catch (error) {
    console.warn('extra guarantees could not be loaded', error);
    return [];
  }
}

export function useGuarantees(): readonly GuaranteeProduct[] | null {
  const [guarantees, setGuarantees] = useAtom(guaranteesAtom);
  const [requested, setRequested] = useAtom(guaranteesRequestedAtom);
  useEffect(() => {
    if (requested) return;
    setRequested(true);
    void loadGuarantees().then(setGuarantees);
  }, [requested, setRequested, setGuarantees]);
  return guarantees;
}
