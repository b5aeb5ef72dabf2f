// The catalogue pages through the real app in workerd, against the seeded local commerce and search
// servers: what a shopper or crawler receives per market.
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/domain/money/format-money.ts';
import { get, textOf } from './request.ts';
import { category, departmentOf, departments, priceOf, productOnStock } from './seed.ts';

const product = productOnStock();
const sku = product.masterVariant.sku;

describe('home page', () => {
  it('serves Slovakia on an unknown host, in Slovak, with the departments in the category bar', async () => {
    const response = await get('http://shop.example/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="sk"');
    for (const department of departments()) expect(html).toContain(`href="/c/${department.slug['sk']}"`);
    expect(textOf(html)).toContain(departments()[0]!.name['sk']!);
  });

  it('sets the market cookies for one year on path / with SameSite=Lax', async () => {
    const response = await get('http://de.localhost/');
    const cookies = response.headers.getSetCookie();
    for (const expected of ['country=DE', 'locale=de-DE', 'currency=EUR', 'store=de']) {
      const cookie = cookies.find((c) => c.startsWith(`${expected};`));
      expect(cookie, expected).toBeDefined();
      expect(cookie).toContain('Max-Age=31536000');
      expect(cookie).toContain('Path=/');
      expect(cookie).toContain('SameSite=Lax');
    }
  });

  it('does not set the cookies again when the browser already holds them', async () => {
    const response = await get('http://de.localhost/', { cookie: 'country=DE; locale=de-DE; currency=EUR; store=de' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('category page', () => {
  const department = departmentOf(product);

  it('lists the department products with prices in the market currency and language', async () => {
    const response = await get(`http://de.localhost/c/${department.slug['de']}`);
    expect(response.status).toBe(200);
    const text = textOf(await response.text());
    expect(text).toContain(department.name['de']!);
    expect(text).toMatch(/\d+ Produkte/);
    expect(text).toMatch(/\d{1,3}(\.\d{3})*,\d{2} €/);
  });

  it('paginates with the page parameter', async () => {
    const first = textOf(await (await get(`http://cz.localhost/c/${department.slug['cs']}?hitsPerPage=12`)).text());
    const second = await get(`http://cz.localhost/c/${department.slug['cs']}?hitsPerPage=12&page=2`);
    expect(second.status).toBe(200);
    expect(textOf(await second.text())).not.toEqual(first);
  });

  it('answers an unknown category with the 404 page', async () => {
    const response = await get('http://gb.localhost/c/no-such-category');
    expect(response.status).toBe(404);
    expect(textOf(await response.text())).toContain('This page could not be found');
  });
});

describe('product page', () => {
  it('shows the Czech price in koruna, the Czech name and the stock', async () => {
    const response = await get(`http://cz.localhost/p/${product.slug['cs']}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="cs"');
    const text = textOf(html);
    expect(text).toContain(product.name['cs']!);
    expect(text).toContain(textOf(formatMoney({ centAmount: priceOf(product, 'CZK'), currencyCode: 'CZK', fractionDigits: 2 }, 'cs-CZ')));
    expect(text).toContain('Skladem');
    expect(text).toContain(sku);
  });

  it('shows Swiss francs on the French-speaking Swiss site', async () => {
    const response = await get(`http://ch.localhost/fr/p/${product.slug['fr']}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="fr"');
    expect(textOf(html)).toContain(textOf(formatMoney({ centAmount: priceOf(product, 'CHF'), currencyCode: 'CHF', fractionDigits: 2 }, 'fr-CH')));
  });

  it('prices Bulgaria in euros, which it has paid in since 2026 (the spec still says leva)', async () => {
    const response = await get(`http://bg.localhost/p/${product.slug['bg'] ?? product.slug['en']}`);
    expect(response.status).toBe(200);
    const text = textOf(await response.text());
    expect(text).toContain(textOf(formatMoney({ centAmount: priceOf(product, 'EUR'), currencyCode: 'EUR', fractionDigits: 2 }, 'bg-BG')));
    expect(text).not.toMatch(/лв|BGN/);
  });

  it('in Ireland, where checkout is closed, says so and how to order instead of offering add to cart; Slovakia has the button', async () => {
    const ireland = await get(`http://ie.localhost/p/${product.slug['en']}`);
    expect(ireland.status).toBe(200);
    const html = await ireland.text();
    expect(textOf(html)).toContain('Online ordering is not available in this country. Contact our customer service to order');
    expect(html).toMatch(/<a href="\/help-centre">Contact our customer service to order<\/a>/);
    expect(textOf(html)).not.toContain('Add to cart');
    expect(html).not.toMatch(/class="[^"]*add-to-cart/);

    const slovakia = await (await get(`http://sk.localhost/p/${product.slug['sk']}`)).text();
    expect(textOf(slovakia)).toContain('Pridať do košíka');
    expect(slovakia).toMatch(/class="[^"]*add-to-cart/);
    expect(slovakia).not.toContain('class="ordering-closed"');
  });

  it('gives crawlers the complete document, deferred parts included', async () => {
    const response = await get(`http://sk.localhost/p/${product.slug['sk']}`, {
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    const html = await response.text();
    expect(html).toContain('id="deferred-data-related"');
    expect(html).toContain(category(departmentOf(product).key).name['sk']!);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    // Everything in place: no part (footer, reviews) left in a hidden block for React's script to swap in.
    expect(html).toContain('<footer class="footer"');
    expect(html).not.toMatch(/<div hidden id="S:/);
  });

  it('answers an unknown product number with a real 404', async () => {
    const response = await get('http://gb.localhost/p/no-such-product-99999999');
    expect(response.status).toBe(404);
    expect(textOf(await response.text())).toContain('This page could not be found');
  });

  it('answers a product path without its eight-digit number with 404', async () => {
    expect((await get('http://gb.localhost/p/meat-slicer')).status).toBe(404);
  });
});

describe('bad input', () => {
  it('falls back to Slovakia for malformed cookies', async () => {
    const response = await get('http://localhost/', { cookie: 'country=%E0%A4%A; locale=; =;;; store' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="sk"');
  });

  it('uses the country cookie on a host without a country', async () => {
    const response = await get('http://localhost/', { cookie: 'country=PL' });
    expect(await response.text()).toContain('<html lang="pl"');
  });

  it('answers an unknown language prefix with a 404 page, not an error', async () => {
    const response = await get('http://de.localhost/xx/c/anything');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<html lang="de"');
  });

  it('sends a language prefix that is not one of the country to the root', async () => {
    const response = await get('http://de.localhost/fr/');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/');
  });
});
