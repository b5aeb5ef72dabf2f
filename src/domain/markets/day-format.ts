// A calendar day as a locale writes it, in UTC (the worker's clock), with one formatter per locale and
// style for the isolate's life: building an Intl.DateTimeFormat is the expensive part.
export type DayStyle = 'weekday-day-month' | 'day-month-year';

const OPTIONS: Readonly<Record<DayStyle, Intl.DateTimeFormatOptions>> = {
  'weekday-day-month': { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' },
  'day-month-year': { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

export function formatDay(locale: string, style: DayStyle, date: Date): string {
  const key = `${locale}|${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, OPTIONS[style]);
    formats.set(key, format);
  }
  return format.format(date);
}
