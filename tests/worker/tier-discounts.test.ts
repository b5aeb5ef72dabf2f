// Personalised discounts by tier, only in LT (spec part 2 §9): a signed-in LT customer whose customer
// group is a tier sees the tier price beside the regular price on product pages; an inactive discount or one
// of another store is not used, other markets and signed-out shoppers never see one, and a failing commerce
// backend is logged and shows no discount. The seed (kv-seed/generate/tiers.ts): base 2 %, tier-1 4 %,
// tier-2 6 % in LT; tier-3 inactive; tier-4 of the SK store.
import { describe, expect, it } from 'vitest';
import { COOKIE_NAMES } from '../../src/domain/markets/market-cookies.ts';
import { formatMoney } from '../../src/domain/money/format-money.ts';
import { commerceDown, fetchWith } from './bindings.ts';
import { BROWSER_USER_AGENT, get, textOf } from './request.ts';
import { priceOf, productOnStock } from './seed.ts';

const product = productOnStock(5);
const ltPath = `http://lt.localhost/produktas/${product.slug['lt']}`;
const regular = priceOf(product, 'EUR');
/** As the shopper reads it (textOf turns the no-break spaces of the format into spaces). */
const euros = (centAmount: number) => formatMoney({ centAmount, currencyCode: 'EUR', fractionDigits: 2 }, 'lt-LT').replace(/\s/g, ' ');

const tierCookies = (group: string | null, signedIn = true) =>
  [signedIn ? `${COOKIE_NAMES.customerId}=customer-of-the-test` : '', group ? `${COOKIE_NAMES.customerGroup}=${group}` : '']
    .filter(Boolean)
    .join('; ');

async function tierPriceShown(url: string, cookie: string): Promise<string | null> {
  const response = await get(url, { cookie });
  expect(response.status).toBe(200);
  const html = await response.text();
  const block = /<p class="tier-price"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1];
  return block ? textOf(block).trim() : null;
}

describe('tier price on LT product pages', () => {
  it('shows a tier-2 customer 6 % off beside the regular price', async () => {
    const shown = await tierPriceShown(ltPath, tierCookies('tier-2'));
    expect(shown).toContain(`Jūsų kaina ${euros(Math.round((regular * 9_400) / 10_000))}`);
    expect(shown).toContain('6 %');
    // The regular price stays on the page.
    expect(textOf(await (await get(ltPath, { cookie: tierCookies('tier-2') })).text())).toContain(euros(regular));
  });

  it('shows the base tier its own discount', async () => {
    expect(await tierPriceShown(ltPath, tierCookies('base'))).toContain(euros(Math.round((regular * 9_800) / 10_000)));
  });

  it('ignores an inactive discount (tier-3) and one of another store (tier-4)', async () => {
    expect(await tierPriceShown(ltPath, tierCookies('tier-3'))).toBeNull();
    expect(await tierPriceShown(ltPath, tierCookies('tier-4'))).toBeNull();
  });

  it('shows nothing to a signed-out shopper, a customer without a tier, or an unknown group', async () => {
    expect(await tierPriceShown(ltPath, tierCookies('tier-2', false))).toBeNull();
    expect(await tierPriceShown(ltPath, tierCookies(null))).toBeNull();
    expect(await tierPriceShown(ltPath, tierCookies('vip-forever'))).toBeNull();
  });

  it('is never shown in another market', async () => {
    expect(await tierPriceShown(`http://sk.localhost/p/${product.slug['sk']}`, tierCookies('tier-2'))).toBeNull();
    expect(await tierPriceShown(`http://de.localhost/p/${product.slug['de']}`, tierCookies('tier-4'))).toBeNull();
  });

  it('shows no discount, and still the page, when the discount cannot be read', async () => {
    // Warm the product's own caches, then read a tier whose discount was never cached with commerce stopped.
    await get(ltPath);
    const page = await fetchWith(commerceDown, ltPath, { headers: { cookie: tierCookies('tier-1'), 'user-agent': BROWSER_USER_AGENT } });
    expect(page.status).toBe(200);
    expect(textOf(page.html)).toContain(product.name['lt']);
    expect(page.html).not.toContain('class="tier-price"');
  });
});
