// Translation through rosetta: one instance per render (never module-scoped, since requests of
// different markets share an isolate), exposed to components by context.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Messages } from './messages.ts';
import { createTranslate, type Translate } from './translate.ts';

export type { Translate };

const I18nContext = createContext<Translate>((key) => key);

export function I18nProvider({ locale, messages, children }: { locale: string; messages: Messages; children: ReactNode }) {
  const translate = useMemo(() => createTranslate(locale, messages), [locale, messages]);
  return <I18nContext.Provider value={translate}>{children}</I18nContext.Provider>;
}

export const useT = (): Translate => useContext(I18nContext);
