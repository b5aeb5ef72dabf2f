// The browser's side of `POST /api/contact` (src/worker/routes/contact-api.ts): the case as JSON, in the
// page's language (`?language=` names a second language of the country). Every answer becomes a result:
// sent with the server's message, or refused with its message and, for a wrong form, a message per field.
import * as v from 'valibot';
import type { ContactField } from '../../domain/service/contact-case.ts';
import { callJsonApi } from '../http/json-api.ts';

const SentSchema = v.object({ status: v.literal('sent'), message: v.string() });

export type ContactResult =
  | { ok: true; message: string }
  /** `message` null: no readable answer (network down); the form says it in its own words. */
  | { ok: false; message: string | null; fields: Readonly<Record<string, string>> };

export async function sendContactCase(values: Readonly<Record<ContactField, string>>, language: string): Promise<ContactResult> {
  const sent = await callJsonApi(`/api/contact?${new URLSearchParams({ language })}`, { method: 'POST', body: values, answer: SentSchema });
  return sent.ok ? { ok: true, message: sent.value.message } : { ok: false, message: sent.message, fields: sent.fields };
}
