// The language of a cart's lines (issue 17): the one the shopper browses now, not the one the cart was
// made in. A country with several languages (CH de/fr/it, BE nl/fr) has one cart for all of them, and two
// tabs of one cart may browse two of them, so the cart keeps each line's name and slug in every language
// of its country and every answer — API, page, websocket — shows the reader's.
import * as v from 'valibot';
import { COUNTRIES, isCountryCode, type Language } from '../markets/countries.ts';
import type { CartState } from './types.ts';

const LineTextSchema = v.object({ name: v.string(), slug: v.string() });

/** Per line id, the line's name and slug per language (`de`, `fr`…). */
export const LineTextsSchema = v.record(v.string(), v.record(v.string(), LineTextSchema));
export type LineTexts = v.InferOutput<typeof LineTextsSchema>;

/** The languages a cart's lines are kept in: every language its country's shoppers may browse. */
export function cartLanguages(country: string): readonly Language[] {
  return isCountryCode(country) ? COUNTRIES[country].languages : [];
}

/** The cart as a shopper browsing `language` sees it; a line without a text in it keeps the one it has. */
export function cartInLanguage(state: CartState, texts: LineTexts, language: Language): CartState {
  if (!state.cart) return state;
  const lines = state.cart.lines.map((line) => ({ ...line, ...texts[line.id]?.[language] }));
  return { ...state, cart: { ...state.cart, lines } };
}
