import { describe, expect, it } from 'vitest';
import type { ProductCard } from '../../../domain/catalogue/product-card.ts';
import { NO_ACTIVE } from './active-index.ts';
import type { QuickResult } from './quick-result.ts';
import { initialQuickSearch, quickSearchReducer, searchableText, type QuickSearchAction, type QuickSearchState } from './quick-search-state.ts';

const card = (sku: string): ProductCard => ({
  sku,
  name: sku,
  slug: `${sku}-10010001`,
  brand: 'Gastrova',
  price: { centAmount: 100, currencyCode: 'EUR', fractionDigits: 2 },
  originalPrice: null,
  avgRating: 0,
  reviewCount: 0,
  stock: 1,
  image: '/images/x.svg',
  tags: [],
});
const result = (query: string, count: number): QuickResult => ({
  query,
  nbHits: count,
  hits: Array.from({ length: count }, (_, i) => ({ card: card(`EX${i}`), highlightedName: null })),
});

const run = (actions: QuickSearchAction[], from: QuickSearchState = initialQuickSearch()) => actions.reduce(quickSearchReducer, from);

describe('searchableText', () => {
  it('needs MIN_QUERY_LENGTH characters after trimming, counting letters not code units', () => {
    expect(searchableText('  va ')).toBeNull();
    expect(searchableText(' váh ')).toBe('váh');
    expect(searchableText('😀😀')).toBeNull();
  });
});

describe('quickSearchReducer', () => {
  it('opens with the answer of the latest request', () => {
    const state = run([
      { type: 'input', text: 'váha' },
      { type: 'sent', id: 1 },
      { type: 'answered', id: 1, result: result('váha', 3) },
    ]);
    expect(state).toMatchObject({ text: 'váha', open: true, active: NO_ACTIVE, latest: 0 });
    expect(state.result?.nbHits).toBe(3);
  });

  it('drops a stale answer that arrives after a newer request was sent or answered', () => {
    const sentTwice = run([
      { type: 'input', text: 'váh' },
      { type: 'sent', id: 1 },
      { type: 'input', text: 'váha' },
      { type: 'sent', id: 2 },
    ]);
    expect(quickSearchReducer(sentTwice, { type: 'answered', id: 1, result: result('váh', 5) })).toBe(sentTwice);
    const answered = run([{ type: 'answered', id: 2, result: result('váha', 2) }], sentTwice);
    expect(run([{ type: 'answered', id: 1, result: result('váh', 5) }], answered).result?.query).toBe('váha');
    expect(run([{ type: 'failed', id: 1 }], answered).open).toBe(true);
  });

  it('closes quietly when the latest request fails', () => {
    const state = run([
      { type: 'input', text: 'váha' },
      { type: 'sent', id: 1 },
      { type: 'failed', id: 1 },
    ]);
    expect(state).toMatchObject({ open: false, result: null });
  });

  it('closes and forgets when the text gets too short or is cleared; a late answer stays out', () => {
    const open = run([
      { type: 'input', text: 'váha' },
      { type: 'sent', id: 1 },
      { type: 'answered', id: 1, result: result('váha', 3) },
    ]);
    const short = run(
      [
        { type: 'sent', id: 2 },
        { type: 'input', text: 'vá' },
      ],
      open,
    );
    expect(short).toEqual({ ...initialQuickSearch('vá') });
    expect(run([{ type: 'answered', id: 2, result: result('váha', 1) }], short).open).toBe(false);
    expect(run([{ type: 'clear' }], open)).toEqual(initialQuickSearch());
  });

  it('closes on close (Escape, click outside, submit) and ignores the answer still on its way', () => {
    const open = run([
      { type: 'input', text: 'váha' },
      { type: 'sent', id: 1 },
      { type: 'answered', id: 1, result: result('váha', 3) },
    ]);
    const closed = run([{ type: 'step', delta: 1 }, { type: 'input', text: 'váhy' }, { type: 'sent', id: 2 }, { type: 'close' }], open);
    expect(closed).toMatchObject({ open: false, active: NO_ACTIVE, latest: 0 });
    expect(run([{ type: 'answered', id: 2, result: result('váhy', 1) }], closed).open).toBe(false);
  });

  it('reopens on focus only when the shown result belongs to the text', () => {
    const closed = run([
      { type: 'input', text: 'váha' },
      { type: 'sent', id: 1 },
      { type: 'answered', id: 1, result: result('váha', 3) },
      { type: 'close' },
    ]);
    expect(run([{ type: 'focus' }], closed).open).toBe(true);
    expect(run([{ type: 'input', text: 'váha ' }, { type: 'focus' }], closed).open).toBe(true);
    expect(run([{ type: 'input', text: 'váhy' }, { type: 'focus' }], closed).open).toBe(false);
    expect(run([{ type: 'focus' }], initialQuickSearch('váha')).open).toBe(false);
  });

  it('moves the highlight with wrap-around and resets it on new text', () => {
    const open = run([
      { type: 'input', text: 'váha' },
      { type: 'sent', id: 1 },
      { type: 'answered', id: 1, result: result('váha', 3) },
    ]);
    const down2up1 = run(
      [
        { type: 'step', delta: 1 },
        { type: 'step', delta: 1 },
        { type: 'step', delta: -1 },
      ],
      open,
    );
    expect(down2up1.active).toBe(0);
    expect(run([{ type: 'step', delta: -1 }], down2up1).active).toBe(2);
    expect(run([{ type: 'input', text: 'váhy' }], down2up1).active).toBe(NO_ACTIVE);
  });

  it('opens a closed panel with an arrow key when its result fits the text, else does nothing', () => {
    const closed = run([
      { type: 'input', text: 'váha' },
      { type: 'sent', id: 1 },
      { type: 'answered', id: 1, result: result('váha', 3) },
      { type: 'close' },
    ]);
    expect(run([{ type: 'step', delta: 1 }], closed)).toMatchObject({ open: true, active: 0 });
    const nothing = initialQuickSearch('va');
    expect(quickSearchReducer(nothing, { type: 'step', delta: 1 })).toBe(nothing);
  });
});
