import './zod-mini';
import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, OTP_LENGTH } from '../constants';
import { isValidAadhaar } from '../validation/aadhaar';
import { validationMessage as message, type FieldLabel } from '../messages';

/**
 * Control characters other than tab and line breaks: nobody types them, PostgreSQL refuses NUL in
 * text, and they can hide text from the staff who read the forms.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const noControlCharacters = (label: FieldLabel) =>
  z.string().check(z.refine((value) => !CONTROL_CHARACTERS.test(value), { error: message('disallowedCharacters', { label }) }));

/** Field rules shared by every form and endpoint, so UI and API reject the same input. */
export const requiredText = (label: FieldLabel, max = 200) =>
  z.pipe(
    z
      .string({ error: message('required', { label }) })
      .check(z.trim(), z.minLength(1, { error: message('required', { label }) }), z.maxLength(max, { error: message('tooLong', { label, max }) })),
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
export const INDIAN_MOBILE_PATTERN = /^(?:\+91[\s-]?|0)?[6-9]\d{9}$/;
export const mobileField = (label: FieldLabel = 'Mobile number') =>
  z
    .string({ error: message('required', { label }) })
    .check(
      z.trim(),
      z.minLength(1, { error: message('required', { label }) }),
      z.regex(INDIAN_MOBILE_PATTERN, { error: message('mobileInvalid', { label: label.toLowerCase() }) }),
    );

export const passwordField = z
  .string({ error: message('passwordRequired') })
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, { error: message('passwordTooShort', { min: PASSWORD_MIN_LENGTH }) }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: message('passwordTooLong', { max: PASSWORD_MAX_LENGTH }) }),
  );

export const otpField = z
  .string({ error: message('codeRequired') })
  .check(z.trim(), z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: message('codeInvalid', { length: OTP_LENGTH }) }));

export const aadhaarField = z
  .string({ error: message('aadhaarRequired') })
  .check(
    z.overwrite((value) => value.replace(/[\s-]/g, '')),
    z.regex(/^[2-9]\d{11}$/, { error: message('aadhaarFormat') }),
    z.refine(isValidAadhaar, { error: message('aadhaarChecksum') }),
  );

export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ifscField = z
  .string({ error: message('ifscRequired') })
  .check(z.trim(), z.toUpperCase(), z.regex(IFSC_PATTERN, { error: message('ifscInvalid') }));

export const bankAccountField = z
  .string({ error: message('accountNumberRequired') })
  .check(z.overwrite((value) => value.replace(/\s/g, '')), z.regex(/^\d{9,18}$/, { error: message('accountNumberInvalid') }));

export const dateOfBirthField = z.string({ error: message('dateOfBirthRequired') }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: message('dateOfBirthRequired') }),
  z.refine((value) => !Number.isNaN(Date.parse(value)) && Date.parse(value) <= Date.now(), {
    error: message('dateOfBirthInvalid'),
  }),
);
