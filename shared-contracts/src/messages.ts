import { AUTH_MESSAGES, WAIT_BEFORE_RESEND } from './auth-messages';
import type { SubmissionKind } from './schemas/forms';

/**
 * Every text the shared schemas and the API give a visitor, by key, in English; `{name}` marks
 * what is filled in. The API answers with the English text; the browser shows the same message
 * in the page's language by reading the text back into its key (`readMessage`; the translations
 * are in shared-ui/i18n).
 */
export const VALIDATION_MESSAGES = {
  required: '{label} is required',
  notText: '{label} must be text',
  tooLong: '{label} must be at most {max} characters',
  disallowedCharacters: '{label} contains characters that are not allowed',
  emailRequired: 'Email is required',
  emailTooLong: 'Email is too long',
  emailInvalid: 'Enter a valid email address',
  mobileInvalid: 'Enter a valid 10-digit Indian {label}',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least {min} characters',
  passwordTooLong: 'Password must be at most {max} characters',
  codeRequired: 'Code is required',
  codeInvalid: 'Enter the {length}-digit code',
  aadhaarRequired: 'Aadhaar number is required',
  aadhaarFormat: 'Aadhaar number must be 12 digits and cannot start with 0 or 1',
  aadhaarChecksum: 'Aadhaar number is not valid (check digit mismatch)',
  ifscRequired: 'IFSC code is required',
  ifscInvalid: 'Enter a valid 11-character IFSC code (e.g. SBIN0001234)',
  accountNumberRequired: 'Account number is required',
  accountNumberInvalid: 'Account number must be 9 to 18 digits',
  dateOfBirthRequired: 'Date of birth is required',
  dateOfBirthInvalid: 'Enter a valid date of birth',
  programRequired: 'Select a program',
  topicRequired: 'Choose what the call is about',
} as const;

/** The names the schemas give their fields inside messages (`{label}`). */
export const FIELD_LABELS = {
  name: 'Name',
  fullName: 'Full name',
  message: 'Message',
  contactNumber: 'Contact number',
  phoneNumber: 'Phone number',
  mobileNumber: 'Mobile number',
  skills: 'Skills',
  availability: 'Availability',
  organisationName: 'Organisation name',
  contactPerson: 'Contact person',
  bankName: 'Bank name',
  address: 'Address',
  village: 'Village or taluka',
} as const;
export type FieldLabel = (typeof FIELD_LABELS)[keyof typeof FIELD_LABELS];

/** What the API answers when it has stored a form. */
export const CONFIRMATION_MESSAGES = {
  contactReceived: 'Thank you! Your message has been received.',
  volunteerReceived: 'Thank you for volunteering! We will be in touch soon.',
  heroMemberReceived: 'Thank you for joining as a Hero Member! We will be in touch soon.',
  newsletterReceived: 'Thank you for subscribing!',
  birthdayReceived: 'Thank you! Your birthday dedication has been received.',
  partnerReceived: 'Thank you for your interest in partnering with us! We will get back to you soon.',
  applicationReceived: 'Thank you! Your application has been received.',
  tailorMachineReceived: 'Your request has been submitted successfully. We will contact you soon.',
  callBackReceived: 'Thank you! We will call you back within two working days.',
} as const;

export const FORM_CONFIRMATIONS: Record<SubmissionKind, string> = {
  contact: CONFIRMATION_MESSAGES.contactReceived,
  volunteer: CONFIRMATION_MESSAGES.volunteerReceived,
  'hero-member': CONFIRMATION_MESSAGES.heroMemberReceived,
  newsletter: CONFIRMATION_MESSAGES.newsletterReceived,
  birthday: CONFIRMATION_MESSAGES.birthdayReceived,
  partner: CONFIRMATION_MESSAGES.partnerReceived,
  'program-application': CONFIRMATION_MESSAGES.applicationReceived,
  'call-back': CONFIRMATION_MESSAGES.callBackReceived,
};

/**
 * What the API answers when it refuses or fails a request, in words a visitor or the staff may
 * read on screen. `{wait}` is `waitText`'s "1 minute" or "5 minutes".
 */
export const REFUSAL_MESSAGES = {
  serverFailure: 'Something went wrong. Please try again.',
  tooManyAttempts: 'Too many attempts. Please try again in {wait}.',
  tooManySubmissions: 'Too many submissions. Please try again in {wait}.',
  tooManyUploads: 'Too many uploads. Please try again in {wait}.',
  loginNeeded: 'Please log in to continue',
  sessionInvalid: 'Your session has expired or is invalid. Please log in again.',
  accountGone: 'Your account no longer exists',
  sessionEnded: 'Your session has ended because your password or role changed. Please log in again.',
  adminsOnly: 'Only administrators can do this',
  staffOnly: 'Only volunteers and administrators can do this',
  ownAdminRole: 'You cannot remove your own admin role',
  noSuchUser: 'There is no such user',
  noSuchForm: 'There is no such form',
  noSuchFile: 'There is no such file',
  identityDocumentMissing: 'Please attach your Aadhaar card as an image or PDF',
  identityDocumentType: 'The document must be a JPEG, PNG or WebP image, or a PDF',
  fileTooLarge: 'The file is too large',
} as const;

/** How long to wait, as the rate limits' messages say it: "1 minute", "5 minutes". */
export function waitText(minutes: number): string {
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The minutes in a `waitText`, or null for any other text. */
export function minutesOfWait(text: string): number | null {
  const match = /^(\d+) minutes?$/.exec(text);
  return match ? Number(match[1]) : null;
}

const { waitBeforeResend: _waitBeforeResend, ...FIXED_AUTH_MESSAGES } = AUTH_MESSAGES;

export const MESSAGES = {
  ...VALIDATION_MESSAGES,
  ...FIXED_AUTH_MESSAGES,
  waitBeforeResend: WAIT_BEFORE_RESEND,
  ...CONFIRMATION_MESSAGES,
  ...REFUSAL_MESSAGES,
} as const;
export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;

/** A message's English text with its values filled in. */
export function fillMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function validationMessage(key: keyof typeof VALIDATION_MESSAGES, params?: MessageParams): string {
  return fillMessage(VALIDATION_MESSAGES[key], params);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each template as a pattern, the most specific first (the most text of its own), so a text that
 * fits two templates ('Password must be at most 128 characters') reads as the narrower one.
 */
const PATTERNS = (Object.entries(MESSAGES) as [MessageKey, string][])
  .map(([key, template]) => ({
    key,
    ownText: template.replace(/\{\w+\}/g, '').length,
    pattern: new RegExp(`^${escapeRegExp(template).replace(/\\\{(\w+)\\\}/g, '(?<$1>.+?)')}$`),
  }))
  .sort((a, b) => b.ownText - a.ownText);

/** The key and values of a message text (as the API sends it or a schema gave it), or null for any other text. */
export function readMessage(text: string): { key: MessageKey; params: Record<string, string> } | null {
  for (const { key, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return { key, params: { ...match.groups } };
  }
  return null;
}
