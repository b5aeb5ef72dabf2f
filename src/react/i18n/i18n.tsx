// Translation through rosetta: one instance per render (never module-scoped, since requests of
// different markets share an isolate), exposed to components by context.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import rosetta from 'rosetta';
import type { Messages } from './messages.ts';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

const I18nContext = createContext<Translate>((key) => key);

export function I18nProvider({ locale, messages, children }: { locale: string; messages: Messages; children: ReactNode }) {
  const translate = useMemo<Translate>(() => {
    const i18n = rosetta({ [locale]: messages });
    i18n.locale(locale);
    // Keys are flat ("product.addToCart"): pass them as one path segment, not split at the dots.
    return (key, params) => i18n.t([key], params) || key;
  }, [locale, messages]);
  return <I18nContext.Provider value={translate}>{children}</I18nContext.Provider>;
}

export const useT = (): Translate => useContext(I18nContext);
