// The browser's side of `POST /api/contact` (src/worker/routes/contact-api.ts): the case as JSON, in the
// page's language (`?language=` names a second language of the country). Every answer becomes a result:
// sent with the server's message, or refused with its message and, for a wrong form, a message per field.
import * as v from 'valibot';
import type { ContactField } from '../../domain/service/contact-case.ts';

const SentSchema = v.object({ status: v.literal('sent'), message: v.string() });
const RefusalSchema = v.object({ message: v.string(), fields: v.optional(v.record(v.string(), v.string())) });

export type ContactResult =
  | { ok: true; message: string }
  /** `message` null: no readable answer (network down); the form says it in its own words. */
  | { ok: false; message: string | null; fields: Readonly<Record<string, string>> };

export async function sendContactCase(values: Readonly<Record<ContactField, string>>, language: string): Promise<ContactResult> {
  try {
    const response = await fetch(`/api/contact?${new URLSearchParams({ language })}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(values),
    });
    const json: unknown = await response.json().catch((error: unknown) => {
      console.warn('contact: the answer is not JSON', response.status, error);
      return null;
    });
    const sent = v.safeParse(SentSchema, json);
    if (response.ok && sent.success) return { ok: true, message: sent.output.message };
    const refusal = v.safeParse(RefusalSchema, json);
    if (!refusal.success) console.warn('contact: answer not understood', response.status);
    return refusal.success
      ? { ok: false, message: refusal.output.message, fields: refusal.output.fields ?? {} }
      : { ok: false, message: null, fields: {} };
  } catch (error) {
    console.warn('contact: the case could not be sent', error);
    return { ok: false, message: null, fields: {} };
  }
}
