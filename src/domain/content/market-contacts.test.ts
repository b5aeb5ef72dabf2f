import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../markets/countries.ts';
import { marketContact, phoneHrefOf } from './market-contacts.ts';

describe('marketContact', () => {
  it('gives every market an e-mail on its own domain', () => {
    for (const country of COUNTRY_CODES) expect(marketContact(country, null).email).toMatch(/^service@exquip\.[a-z.]+$/);
    expect(marketContact('GB', null).email).toBe('service@exquip.co.uk');
  });

  it('links the phone as digits and shows the hours beside it', () => {
    expect(marketContact('SK', 'Po–Pi 8:00–16:00')).toEqual({
      phone: '+421 2 3300 4455',
      phoneHref: '+421233004455',
      email: 'service@exquip.sk',
      openingHours: 'Po–Pi 8:00–16:00',
    });
  });

  it('has no phone and so no hours in Lithuania and Greece', () => {
    for (const country of ['LT', 'GR'] as const) {
      expect(marketContact(country, 'Mon–Fri 8:00–16:00')).toMatchObject({ phone: null, phoneHref: null, openingHours: null });
    }
    expect(COUNTRY_CODES.filter((country) => marketContact(country, null).phone === null)).toEqual(['LT', 'GR']);
  });

  it('writes tel: targets with at least eight digits', () => {
    for (const country of COUNTRY_CODES) {
      const { phoneHref } = marketContact(country, null);
      if (phoneHref !== null) expect(phoneHref).toMatch(/^\+\d{8,15}$/);
    }
    expect(phoneHrefOf('+33 1 23 45 67 89')).toBe('+33123456789');
  });
});
