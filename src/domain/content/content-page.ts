// A CMS content page (spec part 1 §2 static info pages and the catch-all `/{slug}`), stored as JSON in
// the CONTENT KV namespace per language. Parsed with valibot when read: KV data is outside data.
import * as v from 'valibot';
import { CONTACT_REASONS } from '../service/contact-reasons.ts';

const text = v.pipe(v.string(), v.minLength(1), v.maxLength(4000));

/**
 * What a page can link to that is not a page of its own: the customer-service form (with a preselected
 * reason), the returns portal of the market, the customer account and order tracking. Content names the
 * target, the shop words the link (messages `content.action.*`) and knows where it goes.
 */
export const ContentActionSchema = v.variant('action', [
  v.object({ action: v.literal('contact'), reason: v.optional(v.picklist(CONTACT_REASONS)) }),
  v.object({ action: v.literal('returns-portal') }),
  v.object({ action: v.literal('account') }),
  v.object({ action: v.literal('order-tracking') }),
]);
export type ContentAction = v.InferOutput<typeof ContentActionSchema>;

export const ContentBlockSchema = v.variant('type', [
  v.object({ type: v.literal('heading'), text }),
  v.object({ type: v.literal('paragraph'), text }),
  v.object({ type: v.literal('list'), items: v.pipe(v.array(text), v.minLength(1)) }),
  v.object({
    type: v.literal('faq'),
    items: v.pipe(v.array(v.object({ question: text, answer: text })), v.minLength(1)),
  }),
  v.object({ type: v.literal('actions'), items: v.pipe(v.array(ContentActionSchema), v.minLength(1), v.maxLength(4)) }),
]);
export type ContentBlock = v.InferOutput<typeof ContentBlockSchema>;

export const CONTENT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const ContentPageSchema = v.object({
  slug: v.pipe(v.string(), v.regex(CONTENT_SLUG)),
  title: text,
  metaDescription: v.pipe(v.string(), v.maxLength(300)),
  blocks: v.pipe(v.array(ContentBlockSchema), v.minLength(1)),
});
export type ContentPage = v.InferOutput<typeof ContentPageSchema>;

/** The static info pages of spec part 1 §2; their slugs are the same in every language. */
export const STATIC_PAGES = [
  'privacy-data',
  'company-information',
  'terms-and-conditions',
  'help-centre',
  'payment',
  'return-policy',
  'dispatch-information',
  'battery-regulations',
  'premium-guarantee',
  'complaints',
  'best-prices-guaranteed',
  'our-history',
  'inspirations',
  'product-recalls',
  'merchant-information',
] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];
