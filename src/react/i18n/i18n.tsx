// Translation through rosetta: one instance per render (never module-scoped, since requests of
// different markets share an isolate), exposed to components by context, with the locale's number
// format for numbers shown outside a message (a rating "4,9", a count badge).
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Messages } from './messages.ts';
import { formatNumber } from './number-format.ts';
import { createTranslate, type Translate } from './translate.ts';

export type { Translate };

/** A number in the page's locale; `fractionDigits` fixes the digits after the separator. */
type FormatNumber = (value: number, fractionDigits?: number) => string;

interface I18n {
  translate: Translate;
  formatNumber: FormatNumber;
}

const I18nContext = createContext<I18n>({ translate: (key) => key, formatNumber: (value) => String(value) });

export function I18nProvider({ locale, messages, children }: { locale: string; messages: Messages; children: ReactNode }) {
  const i18n = useMemo(
    (): I18n => ({
      translate: createTranslate(locale, messages),
      formatNumber: (value, fractionDigits) => formatNumber(value, locale, fractionDigits),
    }),
    [locale, messages],
  );
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export const useT = (): Translate => useContext(I18nContext).translate;

export const useFormatNumber = (): FormatNumber => useContext(I18nContext).formatNumber;
