// Delivery date shown on product and cart (spec part 2 §9 "General"): the shipping method's
// DeliveryTime custom field holds a 'min-max' range of working days; the shopper sees the later end.
// Today is passed in so the rule stays pure; dates are counted in UTC, the worker's clock.
import { formatDay } from '../markets/day-format.ts';

/** A range beyond this is treated as bad data rather than walked day by day. */
export const MAX_DELIVERY_DAYS = 365;

const RANGE = /^\s*(\d{1,4})\s*-\s*(\d{1,4})\s*$/;

export interface DeliveryRange {
  min: number;
  max: number;
}

export const parseDeliveryRange = (range: string): DeliveryRange | null => {
  const match = RANGE.exec(range);
  if (!match) return null;
  const min = Number(match[1]);
  const max = Number(match[2]);
  return min <= max && max <= MAX_DELIVERY_DAYS ? { min, max } : null;
};

const isWeekend = (date: Date): boolean => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/** `today` plus the range's upper number in weekdays; Saturdays and Sundays are not counted. */
export const estimateDeliveryDate = (range: string, today: Date): Date | null => {
  const parsed = parseDeliveryRange(range);
  if (!parsed || Number.isNaN(today.getTime())) return null;
  const date = new Date(today.getTime());
  let remaining = parsed.max;
  while (remaining > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (!isWeekend(date)) remaining -= 1;
  }
  return date;
};

/**
 * The estimated day as the shopper's locale writes it, with its weekday ("Dienstag, 1. Dezember"). Written
 * by the worker into the page: a browser's first date formatter costs tens of milliseconds of ICU loading
 * in the middle of hydration.
 */
export const formatDeliveryDay = (locale: string, date: Date): string => formatDay(locale, 'weekday-day-month', date);
