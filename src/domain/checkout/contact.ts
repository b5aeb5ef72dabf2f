// The shopper's contact fields (spec part 1 §5 "Generic rules"): the e-mail is a standard address
// (valibot's email check, not a regex of ours); the phone is optional and is an optional leading plus
// followed by at least 8 digits, with single spaces allowed between digits only.
import * as v from 'valibot';

/** The longest address SMTP can deliver to (RFC 5321 path limit less the brackets). */
export const MAX_EMAIL_LENGTH = 254;
export const MIN_PHONE_DIGITS = 8;

const EmailSchema = v.pipe(v.string(), v.maxLength(MAX_EMAIL_LENGTH), v.email());
/** A plus only in front; a space only between two digits (not doubled, not next to the plus). */
const PHONE_SHAPE = /^\+?\d(?: ?\d)*$/;
const DIGIT = /\d/g;

export function isValidEmail(input: string): boolean {
  return v.is(EmailSchema, input.trim());
}

/** An empty phone is a phone not given: the field is optional. */
export function isValidPhone(input: string): boolean {
  const phone = input.trim();
  if (phone === '') return true;
  return PHONE_SHAPE.test(phone) && (phone.match(DIGIT)?.length ?? 0) >= MIN_PHONE_DIGITS;
}
