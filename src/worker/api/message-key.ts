// The keys of the shopper's messages, checked when the worker compiles: src/locales/en.json is complete
// (every other language falls back to it per key), so its keys are the keys that exist.
import type en from '../../locales/en.json';

export type MessageKey = keyof typeof en;

/** Keys of refusals, `{area}.error.{code}` or `error.{code}`: the code is the answer's `error`. */
export type RefusalKey = Extract<MessageKey, `${string}error.${string}`>;

/** `cart.error.unknown-sku` → `unknown-sku`; a key that is not a RefusalKey is its own code. */
export function errorCodeOf(key: MessageKey): string {
  const at = key.lastIndexOf('error.');
  return at === -1 ? key : key.slice(at + 'error.'.length);
}
