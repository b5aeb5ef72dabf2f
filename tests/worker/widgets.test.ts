// The third-party widgets' part of the page data and markup, through the real app in workerd against the
// seeded stores: the Trustpilot flag (language and store setting), the per-market script switch and the
// parcel-tracking page's id per language.
import { describe, expect, it } from 'vitest';
import { get, textOf } from './request.ts';
import { appDataOf } from './page-data.ts';

interface WidgetAppData {
  frame: { trustpilot: boolean; thirdPartyScripts: Record<'trustpilot' | 'consentManager' | 'parcelTracking' | 'survey', string | null> };
  page: { kind: string; trackingId?: string | null };
}

async function page(url: string): Promise<{ html: string; data: WidgetAppData }> {
  const response = await get(url);
  expect(response.status).toBe(200);
  const html = await response.text();
  return { html, data: appDataOf<WidgetAppData>(html) };
}

describe('Trustpilot in the frame', () => {
  it('shows the strip in Germany (a Trustpilot language whose store enables it), with the widget script', async () => {
    const { html, data } = await page('http://de.localhost/');
    expect(data.frame.trustpilot).toBe(true);
    expect(data.frame.thirdPartyScripts.trustpilot).toMatch(/\/third-party\/trustpilot\.js$/);
    expect(html).toContain('data-testid="trustpilot-strip"');
    expect(html).toContain('data-locale="de-DE"');
    expect(textOf(html)).toContain('Unsere Bewertungen auf Trustpilot lesen');
  });

  it('leaves it out in Slovakia (no Trustpilot language) and loads no Trustpilot script there', async () => {
    const { html, data } = await page('http://sk.localhost/');
    expect(data.frame.trustpilot).toBe(false);
    expect(data.frame.thirdPartyScripts.trustpilot).toBeNull();
    expect(html).not.toContain('trustpilot-widget');
  });

  it('leaves it out in Finland, a Trustpilot language whose store disables it', async () => {
    const { html, data } = await page('http://fi.localhost/');
    expect(data.frame.trustpilot).toBe(false);
    expect(html).not.toContain('trustpilot-widget');
  });

  it('shows it in both languages of Belgium', async () => {
    expect((await page('http://be.localhost/')).data.frame.trustpilot).toBe(true);
    expect((await page('http://be.localhost/fr')).data.frame.trustpilot).toBe(true);
  });
});

describe('third-party scripts per market', () => {
  it('hands the browser the consent manager everywhere and the survey only where the shop takes orders', async () => {
    const de = (await page('http://de.localhost/')).data.frame.thirdPartyScripts;
    expect(de.consentManager).toMatch(/\/third-party\/consent-manager\.js$/);
    expect(de.survey).toMatch(/\/third-party\/survey\.js$/);
    const ie = (await page('http://ie.localhost/')).data.frame.thirdPartyScripts;
    expect(ie.consentManager).toMatch(/\/third-party\/consent-manager\.js$/);
    expect(ie.survey).toBeNull();
  });

  it('puts no outside script into the HTML itself: the browser loads them after idle through the loader', async () => {
    const { html } = await page('http://de.localhost/');
    expect(html).not.toMatch(/<script[^>]+src="[^"]*third-party/);
  });
});

describe('parcel-tracking page', () => {
  it('carries the tracking id of the page language: Swiss German and Swiss French differ', async () => {
    const german = await page('http://ch.localhost/parcel-tracking');
    expect(german.data.page).toMatchObject({ kind: 'parcel-tracking', trackingId: 'exquip-tracking-de-ch' });
    expect(german.html).toContain('data-tracking-id="exquip-tracking-de-ch"');
    expect(textOf(german.html)).toContain('Sendungsverfolgung');

    const french = await page('http://ch.localhost/fr/parcel-tracking');
    expect(french.data.page).toMatchObject({ kind: 'parcel-tracking', trackingId: 'exquip-tracking-fr-ch' });
    expect(french.html).toContain('data-tracking-id="exquip-tracking-fr-ch"');
    expect(textOf(french.html)).toContain('Suivi de colis');
  });

  it('says how to reach customer service until the tracking form is drawn, and is indexable', async () => {
    const { html } = await page('http://de.localhost/parcel-tracking');
    expect(textOf(html)).toContain('Unser Kundenservice sagt Ihnen gerne, wo Ihr Paket ist.');
    expect(html).toContain('href="/parcel-tracking?contact=shipment"');
    expect(html).toContain('<link rel="canonical" href="http://de.localhost/parcel-tracking"');
  });
});
