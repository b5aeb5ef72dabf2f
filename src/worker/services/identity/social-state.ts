// The state of a social sign-in between `/auth/{provider}/start` and its callback: the OAuth `state`,
// the OIDC `nonce`, the PKCE code verifier and where to return, kept in the browser in one httpOnly
// cookie signed with HMAC-SHA256 (SOCIAL_STATE_SECRET). A cookie that was changed, belongs to another
// provider or is older than SOCIAL_STATE_TTL_SECONDS opens to nothing.
import * as v from 'valibot';
import { SOCIAL_PROVIDERS, SOCIAL_STATE_TTL_SECONDS, type SocialProvider } from '../../../domain/account/social-sign-in.ts';
import { logWarn } from '../observability/log.ts';

export const SOCIAL_STATE_COOKIE = '__Host-social_sign_in';

/** Sent back on the provider's top-level redirect to us, so Lax (Strict would leave it behind). */
export const SOCIAL_STATE_COOKIE_ATTRIBUTES = {
  httpOnly: true,
  secure: true,
  sameSite: 'Lax',
  path: '/',
  maxAge: SOCIAL_STATE_TTL_SECONDS,
} as const;

const SocialStateSchema = v.object({
  provider: v.picklist(SOCIAL_PROVIDERS),
  state: v.string(),
  nonce: v.optional(v.string()),
  codeVerifier: v.string(),
  returnPath: v.string(),
  expiresAt: v.number(),
});
export type SocialState = v.InferOutput<typeof SocialStateSchema>;

const encoder = new TextEncoder();
const toBase64Url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> | null => {
  // Base64url of whole bytes never leaves one character over (length % 4 === 1), which atob refuses.
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

const hmacKey = (secret: string) =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

export async function sealSocialState(secret: string, state: Omit<SocialState, 'expiresAt'>, now = Date.now()): Promise<string> {
  const payload = toBase64Url(encoder.encode(JSON.stringify({ ...state, expiresAt: now + SOCIAL_STATE_TTL_SECONDS * 1000 })));
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(payload));
  return `${payload}.${toBase64Url(signature)}`;
}

/** The state this browser started for `provider`, or null when the cookie is missing, forged, foreign or expired. */
export async function openSocialState(
  secret: string,
  cookie: string | undefined,
  provider: SocialProvider,
  now = Date.now(),
): Promise<SocialState | null> {
  const [payload, signature, extra] = (cookie ?? '').split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const signatureBytes = fromBase64Url(signature);
  const payloadBytes = fromBase64Url(payload);
  if (!signatureBytes || !payloadBytes) return null;
  if (!(await crypto.subtle.verify('HMAC', await hmacKey(secret), signatureBytes, encoder.encode(payload)))) return null;
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(payloadBytes));
  } catch (error) {
    logWarn('social sign-in state cookie signed but not JSON', error);
    return null;
  }
  const parsed = v.safeParse(SocialStateSchema, json);
  if (!parsed.success || parsed.output.provider !== provider || parsed.output.expiresAt <= now) return null;
  return parsed.output;
}
