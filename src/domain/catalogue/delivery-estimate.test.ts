import { describe, it, expect } from 'vitest';
import { estimateDeliveryDate, formatDeliveryDay, parseDeliveryRange } from './delivery-estimate.ts';

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);
const isoDay = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null;

describe('parseDeliveryRange', () => {
  it('reads min-max with optional spaces', () => {
    expect(parseDeliveryRange('2-3')).toEqual({ min: 2, max: 3 });
    expect(parseDeliveryRange(' 1 - 5 ')).toEqual({ min: 1, max: 5 });
  });

  it.each(['', '3', '3-', '-3', '5-2', 'a-b', '1-2-3', '1.5-2', '0-9999'])('rejects %j', (range) => {
    expect(parseDeliveryRange(range)).toBeNull();
  });
});

describe('estimateDeliveryDate', () => {
  // 2026-05-06 is a Wednesday.
  it('adds the upper number of working days', () => {
    expect(isoDay(estimateDeliveryDate('1-2', day('2026-05-06')))).toBe('2026-05-08');
  });

  it('skips Saturday and Sunday', () => {
    expect(isoDay(estimateDeliveryDate('2-3', day('2026-05-06')))).toBe('2026-05-11');
    expect(isoDay(estimateDeliveryDate('1-1', day('2026-05-08')))).toBe('2026-05-11');
    expect(isoDay(estimateDeliveryDate('1-1', day('2026-05-09')))).toBe('2026-05-11');
    expect(isoDay(estimateDeliveryDate('3-10', day('2026-05-06')))).toBe('2026-05-20');
  });

  it('keeps today for a 0-0 range and does not change the given date', () => {
    const today = day('2026-05-06');
    expect(isoDay(estimateDeliveryDate('0-0', today))).toBe('2026-05-06');
    estimateDeliveryDate('2-3', today);
    expect(isoDay(today)).toBe('2026-05-06');
  });

  it('returns null for an invalid range or date', () => {
    expect(estimateDeliveryDate('soon', day('2026-05-06'))).toBeNull();
    expect(estimateDeliveryDate('1-2', new Date(Number.NaN))).toBeNull();
  });
});

describe('formatDeliveryDay', () => {
  it('writes the day with its weekday as the locale does, on the UTC day whatever the time', () => {
    expect(formatDeliveryDay('de-DE', new Date('2026-12-01T23:30:00Z'))).toBe('Dienstag, 1. Dezember');
    expect(formatDeliveryDay('sk-SK', new Date('2026-12-01T00:00:00Z'))).toBe('utorok 1. decembra');
    expect(formatDeliveryDay('en-GB', new Date('2026-12-01T12:00:00Z'))).toBe('Tuesday 1 December');
  });

  it('keeps a country’s own month names where a language has them (Austria’s Jänner)', () => {
    expect(formatDeliveryDay('de-AT', new Date('2027-01-05T08:00:00Z'))).toBe('Dienstag, 5. Jänner');
  });
});
