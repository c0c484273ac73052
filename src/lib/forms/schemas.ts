import * as z from '@/lib/forms/zod';
import type { Infer, Input } from '@/lib/forms/zod';
import { FILE_REQUIRED_MESSAGE, MAX_FILES } from './limits.mjs';
import { cleanMultilineText, forbiddenCharactersMessage, hasForbiddenCharacters, hasVisibleCharacter } from './text';

/**
 * One zod schema per form (SPEC section 5, messages to the letter). The browser validates with the
 * `…FormSchema` (text fields + files); the server validates the text fields with the `…FieldsSchema`
 * and counts the files itself while they stream.
 */

/** Digits, plus, hyphen, parentheses and spaces only. */
export const PHONE_PATTERN = /^[0-9+\-() ]+$/;
/** A pragmatic address check: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** DD-MM-YYYY, the hint the start-date field shows. */
export const DATE_PATTERN = /^(\d{2})-(\d{2})-(\d{4})$/;

export const START_DATE_FORMAT_MESSAGE = 'Enter the date as DD-MM-YYYY, for example 01-09-2026';
export const URL_MESSAGE = 'Enter a full link starting with https://';

/** True for a real calendar date written DD-MM-YYYY (no 31-02-2026). */
export function isDayMonthYear(value: string): boolean {
  const m = DATE_PATTERN.exec(value);
  if (!m) return false;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

function isWebUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A one-line field refuses control, bidi and separator characters (src/lib/forms/text.ts says why). */
const oneLine = (label: string) => z.refine<string>((v) => !hasForbiddenCharacters(v), forbiddenCharactersMessage(label));

/** An optional one-line field, capped so nobody posts a novel. */
const optionalText = (max: number, label: string) =>
  z._default(z.optional(z.string().check(z.trim(), z.maxLength(max, `${label} cannot exceed ${max} characters`), oneLine(label))), '');

/** An optional multi-line field (a textarea): line breaks and tabs stay, other control characters are dropped. */
const optionalMultilineText = (max: number, label: string) =>
  z._default(
    z.optional(z.string().check(z.overwrite(cleanMultilineText), z.trim(), z.maxLength(max, `${label} cannot exceed ${max} characters`))),
    '',
  );

const optionalUrl = (label: string) =>
  z._default(
    z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(300, `${label} cannot exceed 300 characters`),
        oneLine(label),
        z.refine((v) => v === '' || isWebUrl(v), URL_MESSAGE),
      ),
    ),
    '',
  );

/**
 * A required one-line text: trimmed, then something a reader can see (an invisible character alone is empty) and at
 * most `max` characters, each with its own message.
 */
const requiredText = (label: string, requiredMessage: string, max: number, tooLongMessage: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, requiredMessage),
    z.refine((v: string) => hasVisibleCharacter(v), requiredMessage),
    z.maxLength(max, tooLongMessage),
    oneLine(label),
  );

const phone = (requiredMessage: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, requiredMessage),
      z.regex(PHONE_PATTERN, 'Invalid phone number format'),
      z.maxLength(30, 'Phone number cannot exceed 30 characters'),
    );

const email = (requiredMessage: string, invalidMessage: string) =>
  z.string().check(z.trim(), z.minLength(1, requiredMessage), z.regex(EMAIL_PATTERN, invalidMessage), z.maxLength(254, invalidMessage), oneLine('Email'));

const name = requiredText('Name', 'Please enter your name', 20, 'Name cannot exceed 20 characters');

/** A file as the browser holds it; the server never sees this part of the schema. */
const fileLike = z.custom<File>(
  (v) => typeof v === 'object' && v !== null && typeof (v as File).name === 'string' && typeof (v as File).size === 'number',
);

// ---------------------------------------------------------------- job application

export const applicationFieldsSchema = z.object({
  name,
  email: email("Email can't be blank", 'That doesn’t look like an email'),
  phone: phone('Phone number needed'),
  location: requiredText('Location', "Location can't be empty", 100, 'Location cannot exceed 100 characters'),
  position: requiredText('Position', 'Let us know the position', 100, 'Position cannot exceed 100 characters'),
  startDate: z.string().check(z.trim(), z.minLength(1, 'Date is required'), z.refine(isDayMonthYear, START_DATE_FORMAT_MESSAGE)),
  salary: optionalText(50, 'Salary'),
  linkedin: optionalUrl('LinkedIn link'),
  portfolio: optionalUrl('Portfolio link'),
  opportunity: optionalText(200, 'This answer'),
  whyJoin: optionalMultilineText(2000, 'This answer'),
  project: optionalMultilineText(2000, 'This answer'),
});

export const applicationFormSchema = z.extend(applicationFieldsSchema, {
  upload: z.array(fileLike).check(z.minLength(1, FILE_REQUIRED_MESSAGE), z.maxLength(MAX_FILES, `You can attach at most ${MAX_FILES} files`)),
});

export type ApplicationFields = Infer<typeof applicationFieldsSchema>;
export type ApplicationFormInput = Input<typeof applicationFormSchema>;

// ---------------------------------------------------------------- project enquiry

export const enquiryFieldsSchema = z.object({
  name,
  company: requiredText('Company name', 'Please enter your company name', 20, 'Company name cannot exceed 20 characters'),
  phone: phone('Please enter your phone number'),
  email: email('Please enter your email address', 'Invalid email address'),
  budget: requiredText('Budget', 'Please enter your budget', 10, 'Budget text is too long'),
  timeline: optionalText(100, 'Timeline'),
  project: optionalMultilineText(2000, 'Project description'),
  referral: optionalText(200, 'This answer'),
});

export const enquiryFormSchema = z.extend(enquiryFieldsSchema, {
  upload: z._default(z.optional(z.array(fileLike).check(z.maxLength(MAX_FILES, `You can attach at most ${MAX_FILES} files`))), []),
});

export type EnquiryFields = Infer<typeof enquiryFieldsSchema>;
export type EnquiryFormInput = Input<typeof enquiryFormSchema>;

// ---------------------------------------------------------------- plans & pricing contact

/**
 * The Plans & Pricing request's name and e-mail, with the project enquiry form's own rules and messages
 * (SPEC section 5). Here, beside the enquiry schema, so the forms' lazily loaded resolvers
 * (src/components/forms/resolvers.ts) need nothing from the pricing content; pricing-schema.ts builds the
 * whole request around it.
 */
export const pricingContactSchema = z.pick(enquiryFieldsSchema, { name: true, email: true });
export type PricingContact = Infer<typeof pricingContactSchema>;

/** The first message per field of a failed parse: `{ email: 'Invalid email address' }`. */
export function firstErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
