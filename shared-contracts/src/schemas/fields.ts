import './zod-mini';
import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, OTP_LENGTH } from '../constants';
import { isValidAadhaar } from '../validation/aadhaar';
import { toLatinDigits } from '../validation/digits';
import { validationMessage as message, type FieldLabel } from '../messages';

/**
 * Control characters other than tab and line breaks (C0, DEL and C1), and the bidirectional
 * embeddings, overrides and isolates: nobody types them, PostgreSQL refuses NUL in text, and they
 * can hide or reorder text the staff read. The zero-width (non-)joiners stay: Hindi and Marathi
 * spelling uses them.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/**
 * Marks that are drawn as nothing and only steer the text's direction or breaking: a phone copies
 * them along with a number (Android wraps a copied number in direction marks). Where what was
 * typed is a number or a search, they go; elsewhere noControlCharacters refuses the directional ones.
 */
const INVISIBLE_FORMATTING = /[\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
export const withoutInvisibleFormatting = (text: string) => text.replace(INVISIBLE_FORMATTING, '');

export const noControlCharacters = (label: FieldLabel) =>
  z.string().check(z.refine((value) => !CONTROL_CHARACTERS.test(value), { error: message('disallowedCharacters', { label }) }));

/**
 * Something to read: a character other than spaces and those drawn as nothing (zero-width spaces
 * and joiners, direction marks, fillers). Alone they left the staff a blank name; inside a
 * Devanagari word the joiners stay.
 */
const VISIBLE_CHARACTER = /[^\s\p{Default_Ignorable_Code_Point}]/u;

/**
 * Field rules shared by every form and endpoint, so UI and API reject the same input. `missing`:
 * what an empty field is told, where '{label} is required' does not read well.
 */
export const requiredText = (label: FieldLabel, max = 200, missing = message('required', { label })) =>
  z.pipe(
    z
      .string({ error: missing })
      .check(
        z.trim(),
        z.minLength(1, { error: missing }),
        z.refine((value) => value === '' || VISIBLE_CHARACTER.test(value), { error: missing }),
        z.maxLength(max, { error: message('tooLong', { label, max }) }),
      ),
    noControlCharacters(label),
  );

export const optionalText = (label: FieldLabel, max = 2000) =>
  z._default(
    z.optional(
      z.pipe(
        z.string({ error: message('notText', { label }) }).check(z.trim(), z.maxLength(max, { error: message('tooLong', { label, max }) })),
        noControlCharacters(label),
      ),
    ),
    '',
  );

export const emailField = z.pipe(
  z
    .string({ error: message('emailRequired') })
    .check(z.trim(), z.minLength(1, { error: message('emailRequired') }), z.maxLength(254, { error: message('emailTooLong') })),
  z.email({ error: message('emailInvalid') }).check(z.toLowerCase()),
);

/** Indian mobile numbers: 10 digits starting 6-9, optionally prefixed with +91 or 0. */
export const INDIAN_MOBILE_PATTERN = /^(?:\+91|0)?[6-9]\d{9}$/;

/**
 * A phone number as people write it, reduced to + and digits: Devanagari digits read as Latin,
 * `00` for the +, spaces, dashes, dots and brackets dropped, and the `(0)` of a number such as
 * `+44 (0)20 7946 0958`, which is not dialled from abroad.
 */
function compactPhoneNumber(written: string): string {
  return toLatinDigits(withoutInvisibleFormatting(written))
    .trim()
    .replace(/^00(?=\s*[1-9])/, '+')
    .replace(/\(0\)/g, '')
    .replace(/[\s().-]/g, '');
}

/**
 * The ten digits of an Indian mobile number however it was written ('+91 98765 43210',
 * '098765-43210', '0091 98765 43210', Devanagari digits), or undefined for anything else. Numbers
 * are stored so, the same whichever way they were typed: the staff read, search and export one
 * form, and dial links add the country code.
 */
export function nationalMobileNumber(written: string): string | undefined {
  const number = compactPhoneNumber(written);
  return INDIAN_MOBILE_PATTERN.test(number) ? number.slice(-10) : undefined;
}

/**
 * A number from abroad, as E.164 writes it: + and the country code (not India's, whose numbers
 * are checked as Indian), 8 to 15 digits in all.
 */
const NUMBER_FROM_ABROAD_PATTERN = /^\+(?!91)[1-9]\d{7,14}$/;

/** A phone number as the forms store it, or undefined for anything else: an Indian mobile number as its ten digits, one from abroad as + and digits. */
export function storedPhoneNumber(written: string): string | undefined {
  const compact = compactPhoneNumber(written);
  return nationalMobileNumber(compact) ?? (NUMBER_FROM_ABROAD_PATTERN.test(compact) ? compact : undefined);
}

/** A phone field: required, read by `stored` (undefined: refused with `invalid`) and kept as it reads it. */
const phoneField = (label: FieldLabel, stored: (written: string) => string | undefined, invalid: 'mobileInvalid' | 'phoneInvalid') =>
  z
    .string({ error: message('required', { label }) })
    .check(
      z.overwrite(withoutInvisibleFormatting),
      z.trim(),
      z.minLength(1, { error: message('required', { label }) }),
      z.refine((value) => stored(value) !== undefined, { error: message(invalid, { label: label.toLowerCase() }) }),
      z.overwrite((value) => stored(value) ?? value),
    );

/** An Indian mobile number: the account's, and the forms of people the charity meets or calls back in the district. */
export const mobileField = (label: FieldLabel = 'Mobile number') => phoneField(label, nationalMobileNumber, 'mobileInvalid');

/**
 * An Indian mobile number, or one from abroad: the forms donors and families living elsewhere use
 * too (contact, volunteering, hero members, birthday dedications).
 */
export const phoneFromAnywhereField = (label: FieldLabel) => phoneField(label, storedPhoneNumber, 'phoneInvalid');

export const passwordField = z
  .string({ error: message('passwordRequired') })
  .check(
    // An empty field is missing, not short: its own message comes first.
    z.minLength(1, { error: message('passwordRequired') }),
    z.minLength(PASSWORD_MIN_LENGTH, { error: message('passwordTooShort', { min: PASSWORD_MIN_LENGTH }) }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: message('passwordTooLong', { max: PASSWORD_MAX_LENGTH }) }),
  );

export const otpField = z
  .string({ error: message('codeRequired') })
  .check(z.overwrite(toLatinDigits), z.trim(), z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: message('codeInvalid', { length: OTP_LENGTH }) }));

export const aadhaarField = z
  .string({ error: message('aadhaarRequired') })
  .check(
    z.overwrite((value) => toLatinDigits(value).replace(/[\s-]/g, '')),
    z.minLength(1, { error: message('aadhaarRequired') }),
    z.regex(/^[2-9]\d{11}$/, { error: message('aadhaarFormat') }),
    z.refine(isValidAadhaar, { error: message('aadhaarChecksum') }),
  );

export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ifscField = z
  .string({ error: message('ifscRequired') })
  .check(z.trim(), z.toUpperCase(), z.minLength(1, { error: message('ifscRequired') }), z.regex(IFSC_PATTERN, { error: message('ifscInvalid') }));

export const bankAccountField = z
  .string({ error: message('accountNumberRequired') })
  .check(
    z.overwrite((value) => toLatinDigits(value).replace(/\s/g, '')),
    z.minLength(1, { error: message('accountNumberRequired') }),
    z.regex(/^\d{9,18}$/, { error: message('accountNumberInvalid') }),
  );

/** The earliest date of birth taken: no one living was born before it. */
const EARLIEST_BIRTH_YEAR = 1900;
/** Dates of birth are written as in India, whose today begins 5½ hours before UTC's. */
const INDIA_AHEAD_OF_UTC_MS = 5.5 * 60 * 60 * 1000;

/** A `YYYY-MM-DD` that names a day of the calendar (not 31 February), from 1900 up to today in India. */
function isPossibleDateOfBirth(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const isCalendarDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isCalendarDay && year >= EARLIEST_BIRTH_YEAR && date.getTime() <= Date.now() + INDIA_AHEAD_OF_UTC_MS;
}

/** A date as Indians write it, day first ('17/05/1990', '17-5-1990', '17.05.1990'). */
const DAY_FIRST_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
/** The ISO date a date picker sends; one typed day first (a browser without a picker shows a text box) is read as that. */
const isoDateOf = (written: string) =>
  written.replace(DAY_FIRST_DATE, (_, day: string, month: string, year: string) => `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`);

export const dateOfBirthField = z.string({ error: message('dateOfBirthRequired') }).check(
  z.overwrite(toLatinDigits),
  z.trim(),
  z.overwrite(isoDateOf),
  z.minLength(1, { error: message('dateOfBirthRequired') }),
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: message('dateOfBirthInvalid') }),
  z.refine(isPossibleDateOfBirth, { error: message('dateOfBirthInvalid') }),
);
