// Which product pictures do not exist (spec part 2 §7.5: a HEAD request, falling back to a default image).
// Each picture is asked about once: the answer is remembered in this isolate (a bounded map). The shop's own
// pictures (`/images/…`) are asked through the ASSETS binding, directly; other hosts' pictures with fetch,
// their answers shared through the data center's Cache API (policy `picture`, times from the domain). The
// checks of a page run in parallel and never hold it up for long or break it: one that fails or takes too
// long counts as a picture that exists, and is not remembered, so the next page asks again.
import * as v from 'valibot';
import {
  cardWithExistingPicture,
  hitWithExistingPicture,
  PICTURE_CHECK_FRESH_SECONDS,
  PICTURE_CHECK_TIMEOUT_MS,
  pictureCheckOf,
  withExistingPictures,
  type PictureCheck,
} from '../../../domain/catalogue/picture-existence.ts';
import type { ProductCard } from '../../../domain/catalogue/product-card.ts';
import type { Product } from '../../../domain/catalogue/types.ts';
import type { Env } from '../../env.ts';
import { cacheContext, cached, type WaitUntil } from '../cache/read-through.ts';
import { timedFetch } from '../observability/request-context.ts';
import { logWarn } from '../observability/log.ts';

/** The assets binding serves by path alone; the host only makes the URL whole. */
const ASSETS_ORIGIN = 'https://assets.exquip.internal';

/** Pictures remembered per isolate: the demo catalogue has a few hundred; a big one cycles the oldest out. */
const REMEMBERED_PICTURES = 2_000;

const remembered = new Map<string, { exists: boolean; until: number }>();

function remember(url: string, exists: boolean): void {
  remembered.delete(url);
  remembered.set(url, { exists, until: Date.now() + PICTURE_CHECK_FRESH_SECONDS[exists ? 'exists' : 'missing'] * 1000 });
  if (remembered.size > REMEMBERED_PICTURES) {
    const oldest = remembered.keys().next().value;
    if (oldest !== undefined) remembered.delete(oldest);
  }
}

function rememberedAnswer(url: string): boolean | null {
  const entry = remembered.get(url);
  if (!entry) return null;
  if (entry.until > Date.now()) return entry.exists;
  remembered.delete(url);
  return null;
}

class NoAnswer extends Error {}

async function headCheck(env: Pick<Env, 'ASSETS'>, url: string): Promise<PictureCheck> {
  const abort = new AbortController();
  const init = { method: 'HEAD', signal: abort.signal };
  const asked = url.startsWith('/') ? env.ASSETS.fetch(new Request(`${ASSETS_ORIGIN}${url}`, init)) : timedFetch('pictures')(url, init);
  // Raced rather than only aborted: whatever does not heed the signal still cannot hold the page up.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort();
      reject(new NoAnswer(`HEAD ${url} took longer than ${PICTURE_CHECK_TIMEOUT_MS} ms`));
    }, PICTURE_CHECK_TIMEOUT_MS);
  });
  try {
    const response = await Promise.race([asked, late]);
    return pictureCheckOf(response.status);
  } finally {
    clearTimeout(timer);
  }
}

/** A check's answer: true or false, or NoAnswer thrown when the HEAD request said nothing. */
async function askedHead(env: Pick<Env, 'ASSETS'>, url: string): Promise<boolean> {
  const check = await headCheck(env, url);
  if (check === 'unknown') throw new NoAnswer(`HEAD ${url} answered with a server error`);
  return check === 'exists';
}

/** The shop's own pictures being asked about in this isolate: requests at the same moment share one HEAD. */
const askingAssets = new Map<string, Promise<boolean>>();

/**
 * Whether one of the shop's own pictures exists, asked of the assets binding directly: it answers from the
 * same deploy as fast as the Cache API would, and costs nothing, so a page nobody viewed yet waits for one
 * lookup instead of two (a Cache API miss, then the HEAD).
 */
function ownPictureExists(env: Pick<Env, 'ASSETS'>, url: string): Promise<boolean> {
  const asking = askingAssets.get(url);
  if (asking) return asking;
  const answer = askedHead(env, url).finally(() => askingAssets.delete(url));
  askingAssets.set(url, answer);
  return answer;
}

/** Whether the picture exists: remembered, cached or asked; throws NoAnswer when nobody can tell. */
async function exists(env: Pick<Env, 'ASSETS' | 'CACHE'>, waitUntil: WaitUntil, url: string): Promise<boolean> {
  const known = rememberedAnswer(url);
  if (known !== null) return known;
  if (url.startsWith('/')) {
    const own = await ownPictureExists(env, url);
    remember(url, own);
    return own;
  }
  // Another host's picture: its answer is shared with the data center's other isolates through the Cache API.
  // `true` for a picture, null for a missing one: null answers are kept under the policy's shorter `absent` times.
  const answer = await cached(cacheContext(env, waitUntil), {
    key: { kind: 'picture', scope: 'all', id: url },
    schema: v.nullable(v.literal(true)),
    load: async () => ((await askedHead(env, url)) ? true : null),
  });
  remember(url, answer === true);
  return answer === true;
}

/** The pictures among `urls` that do not exist. */
async function missingPictures(env: Pick<Env, 'ASSETS' | 'CACHE'>, waitUntil: WaitUntil, urls: readonly string[]): Promise<ReadonlySet<string>> {
  const distinct = [...new Set(urls.filter(Boolean))];
  const answers = await Promise.all(
    distinct.map((url) =>
      exists(env, waitUntil, url).catch((error: unknown) => {
        logWarn(`picture check of ${url} gave no answer: shown as it is`, error);
        return true;
      }),
    ),
  );
  return new Set(distinct.filter((_, index) => answers[index] === false));
}

/** The products with the default picture in place of each missing one. */
export async function productsWithExistingPictures<T extends Pick<Product, 'images'>>(
  env: Pick<Env, 'ASSETS' | 'CACHE'>,
  waitUntil: WaitUntil,
  products: readonly T[],
): Promise<T[]> {
  const missing = await missingPictures(
    env,
    waitUntil,
    products.flatMap((product) => product.images.map((image) => image.url)),
  );
  return products.map((product) => withExistingPictures(product, missing));
}

/** The cards with the default picture where theirs is missing. */
export async function cardsWithExistingPictures(
  env: Pick<Env, 'ASSETS' | 'CACHE'>,
  waitUntil: WaitUntil,
  cards: readonly ProductCard[],
): Promise<ProductCard[]> {
  const missing = await missingPictures(
    env,
    waitUntil,
    cards.map((card) => card.image),
  );
  return cards.map((card) => cardWithExistingPicture(card, missing));
}

/** Search results with the default picture in every hit whose picture is missing. */
export async function searchResultsWithExistingPictures<T extends { hits: Record<string, unknown>[] }>(
  env: Pick<Env, 'ASSETS' | 'CACHE'>,
  waitUntil: WaitUntil,
  results: readonly T[],
): Promise<T[]> {
  const urls = results.flatMap((result) => result.hits.flatMap((hit) => (typeof hit['image'] === 'string' ? [hit['image']] : [])));
  const missing = await missingPictures(env, waitUntil, urls);
  return results.map((result) => ({ ...result, hits: result.hits.map((hit) => hitWithExistingPicture(hit, missing)) }));
}
