// Trustpilot only has review widgets in these languages (spec part 2 §9); elsewhere the strip is hidden.
import type { Language } from './countries.ts';

export const TRUSTPILOT_LANGUAGES: readonly Language[] = ['de', 'en', 'es', 'fi', 'fr', 'it', 'nl', 'pt', 'pl', 'nb', 'da', 'sv'];

export const trustpilotEnabled = (language: string): boolean => (TRUSTPILOT_LANGUAGES as readonly string[]).includes(language);
