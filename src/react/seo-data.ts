// The head metadata a page carries for search engines, computed by the worker (it knows every
// market's host) and rendered by <Document>.
import type { AlternateLink } from '../domain/seo/alternates.ts';
import type { RobotsDirective } from '../domain/seo/robots.ts';

export interface SeoData {
  /** Absolute canonical URL; null for pages without one (errors). */
  canonical: string | null;
  alternates: AlternateLink[];
  robots: RobotsDirective;
  /** Pre-serialised JSON-LD documents (see serializeJsonLd). */
  jsonLd: string[];
}
