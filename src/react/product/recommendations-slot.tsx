// The product page's similar products, asked for by the browser: they are chosen for the shopper's
// analytics cookie, while the page itself is shared by every anonymous shopper of the market (the worker's
// HTML cache). The server renders an empty box of the block's height (crawlers get no recommendations:
// they are personal and nothing a search engine needs); once the page is idle (an idle island) and the box
// nears the viewport, the cards come from `/api/products/recommendations?sku=` and fill it. When there
// are none (the service answered none, failed, or nothing is on stock) the box goes: that happens while
// it is still below the viewport, so nothing the shopper sees moves.
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { type ProductCard, ProductCardsSchema } from '../../domain/catalogue/product-card.ts';
import { callJsonApi } from '../http/json-api.ts';
import { inPageLanguage, type PageLanguage } from '../http/page-language.ts';
import { useMarket } from '../market-context.tsx';
import { Recommendations } from './recommendations.tsx';

/** How far below the viewport the box starts loading: about two screens ahead of a phone's scrolling. */
const NEAR_VIEWPORT = '1200px 0px';

const AnswerSchema = v.object({ cards: ProductCardsSchema });

/** The cards for this shopper, or [] (logged) when the API refuses or cannot be reached. */
async function recommendedCards(sku: string, page: PageLanguage): Promise<ProductCard[]> {
  const answer = await callJsonApi(inPageLanguage(`/api/products/recommendations?${new URLSearchParams({ sku })}`, page), { answer: AnswerSchema });
  if (answer.ok) return answer.value.cards;
  console.warn('recommendations not shown', answer.status, answer.error);
  return [];
}

export function RecommendationsSlot({ sku }: { sku: string }) {
  const { prefix, language } = useMarket();
  const box = useRef<HTMLDivElement>(null);
  const [cards, setCards] = useState<ProductCard[] | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let current = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void recommendedCards(sku, { prefix, language }).then((loaded) => {
          if (current) setCards(loaded);
        });
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [sku, prefix, language]);
  if (cards?.length === 0) return null;
  return (
    <div
      ref={box}
      className={cards ? 'recommendations-slot' : 'recommendations-slot recommendations-slot--waiting'}
      data-testid="recommendations-slot">
      {cards && <Recommendations cards={cards} />}
    </div>
  );
}
