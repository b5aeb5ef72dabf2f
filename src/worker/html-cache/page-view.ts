// The customer-data view event a page's loader sends (view-item, view-category). A shared page answered
// from the cache runs no loader, so the event is kept with the entry and sent for every shopper it answers,
// with that shopper's own analytics cookie (services/customer-data/shopper-events.ts decides whether the
// request is a shopper's view at all).
import type { Context } from 'hono';
import * as v from 'valibot';
import type { Env } from '../env.ts';
import { sendViewCategory, sendViewItem } from '../services/customer-data/shopper-events.ts';

export const PageViewSchema = v.variant('event', [
  v.object({ event: v.literal('view-item'), sku: v.string() }),
  v.object({ event: v.literal('view-category'), slug: v.string(), additionalProps: v.record(v.string(), v.unknown()) }),
]);
export type PageView = v.InferOutput<typeof PageViewSchema>;

declare module 'hono' {
  interface ContextVariableMap {
    pageView: PageView | undefined;
  }
}

/** Sends the page's view event for this request and notes it for the page's cache entry. */
export function sendPageView(c: Context<{ Bindings: Env }>, view: PageView): void {
  c.set('pageView', view);
  if (view.event === 'view-item') sendViewItem(c, view.sku);
  else sendViewCategory(c, view.slug, view.additionalProps);
}
