// The people who sign in at the provider stand-ins. The authorize page offers Eva; a test may sign in as
// anyone by posting other names and an e-mail address to the page's form. Provider ids derive from the
// e-mail address, so the same person always gets the same Google `sub` and Facebook `id`.
import { createHash } from 'node:crypto';

export interface Person {
  email: string;
  givenName: string;
  familyName: string;
  googleSub: string;
  facebookId: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

export function personOf(email: string, givenName: string, familyName: string): Person {
  const normalised = email.trim().toLowerCase();
  const hash = digest(normalised);
  return {
    email: normalised,
    givenName,
    familyName,
    // Google subjects are up to 21 digits, Facebook app-scoped ids 15–17 digits.
    googleSub: `1${hash.readBigUInt64BE(0).toString().padStart(20, '0')}`.slice(0, 21),
    facebookId: `1${hash.readBigUInt64BE(8).toString().padStart(16, '0')}`.slice(0, 17),
  };
}

export const EVA = personOf('eva.novak@example.com', 'Eva', 'Novák');
