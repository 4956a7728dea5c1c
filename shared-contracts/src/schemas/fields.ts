import { z } from './zod';
import { PASSWORD_MIN_LENGTH, OTP_LENGTH } from '../constants';
import { isValidAadhaar } from '../validation/aadhaar';

/**
 * Control characters other than tab and line breaks: nobody types them, PostgreSQL refuses NUL in
 * text, and they can hide text from the staff who read the forms.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const noControlCharacters = (label: string) =>
  z.string().refine((value) => !CONTROL_CHARACTERS.test(value), { error: `${label} contains characters that are not allowed` });

/** Field rules shared by every form and endpoint, so UI and API reject the same input. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .pipe(noControlCharacters(label));

export const optionalText = (label: string, max = 2000) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .pipe(noControlCharacters(label))
    .optional()
    .default('');

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required' })
  .max(254, { error: 'Email is too long' })
  .pipe(z.email({ error: 'Enter a valid email address' }))
  .transform((email) => email.toLowerCase());

/** Indian mobile numbers: 10 digits starting 6-9, optionally prefixed with +91 or 0. */
export const INDIAN_MOBILE_PATTERN = /^(?:\+91[\s-]?|0)?[6-9]\d{9}$/;
export const mobileField = (label = 'Mobile number') =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .regex(INDIAN_MOBILE_PATTERN, { error: `Enter a valid 10-digit Indian ${label.toLowerCase()}` });

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(128, { error: 'Password must be at most 128 characters' });

export const otpField = z
  .string({ error: 'Code is required' })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: `Enter the ${OTP_LENGTH}-digit code` });

export const aadhaarField = z
  .string({ error: 'Aadhaar number is required' })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^[2-9]\d{11}$/, { error: 'Aadhaar number must be 12 digits and cannot start with 0 or 1' })
      .refine(isValidAadhaar, { error: 'Aadhaar number is not valid (check digit mismatch)' }),
  );

export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ifscField = z
  .string({ error: 'IFSC code is required' })
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(IFSC_PATTERN, { error: 'Enter a valid 11-character IFSC code (e.g. SBIN0001234)' }));

export const bankAccountField = z
  .string({ error: 'Account number is required' })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{9,18}$/, { error: 'Account number must be 9 to 18 digits' }));

export const dateOfBirthField = z
  .string({ error: 'Date of birth is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Date of birth is required' })
  .refine((value) => !Number.isNaN(Date.parse(value)) && Date.parse(value) <= Date.now(), {
    error: 'Enter a valid date of birth',
  });
