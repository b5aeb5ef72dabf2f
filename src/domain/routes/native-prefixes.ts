// Native (translated) path prefixes of category and product pages. Native routing is on only in
// Lithuania (spec part 2 §9); everywhere else the native prefix of the market's language is an old
// address that redirects permanently to `/c/` or `/p/`. The spec does not list the words: these are the
// ordinary words for "category" and "product", without diacritics, in each shop language.
import type { Language } from '../markets/countries.ts';

export interface NativePrefixes {
  category: string;
  product: string;
}

export const NATIVE_PREFIXES: Readonly<Record<Language, NativePrefixes>> = {
  bg: { category: 'kategoriya', product: 'produkt' },
  cs: { category: 'kategorie', product: 'produkt' },
  da: { category: 'kategori', product: 'produkt' },
  de: { category: 'kategorie', product: 'produkt' },
  el: { category: 'katigoria', product: 'proion' },
  en: { category: 'category', product: 'product' },
  es: { category: 'categoria', product: 'producto' },
  fi: { category: 'kategoria', product: 'tuote' },
  fr: { category: 'categorie', product: 'produit' },
  hr: { category: 'kategorija', product: 'proizvod' },
  hu: { category: 'kategoria', product: 'termek' },
  it: { category: 'categoria', product: 'prodotto' },
  lt: { category: 'kategorija', product: 'produktas' },
  nb: { category: 'kategori', product: 'produkt' },
  nl: { category: 'categorie', product: 'product' },
  pl: { category: 'kategoria', product: 'produkt' },
  pt: { category: 'categoria', product: 'produto' },
  ro: { category: 'categorie', product: 'produs' },
  sk: { category: 'kategoria', product: 'produkt' },
  sl: { category: 'kategorija', product: 'izdelek' },
  sv: { category: 'kategori', product: 'produkt' },
};

/** The short prefixes every market without native routing uses. */
export const SHORT_PREFIXES: Readonly<NativePrefixes> = { category: 'c', product: 'p' };
