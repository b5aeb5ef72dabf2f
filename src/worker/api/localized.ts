// A message in the shopper's language, for what the worker answers outside a rendered page (JSON
// refusals, API messages). The market middleware has chosen the language.
import type { Context } from 'hono';
import { messagesFor } from '../../react/i18n/messages.ts';
import type { MessageKey } from './message-key.ts';

export function localized(c: Context, key: MessageKey): string {
  const message = messagesFor(c.get('market').language)[key];
  // Unreachable: messagesFor merges en.json, and en.json has every MessageKey.
  if (message === undefined) throw new Error(`no message for ${key}`);
  return message;
}
