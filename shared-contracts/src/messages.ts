/**
 * Every text the shared schemas give a visitor, by key, in English; `{name}` marks what is filled
 * in. The API answers with the English text (its own answers are in api-answers.ts); the browser
 * shows the same message in the page's language by reading the text back into its key
 * (message-reader.ts; the translations are in shared-ui/i18n).
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
  phoneInvalid: 'Enter a 10-digit Indian {label}, or a number from abroad starting with + and its country code',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least {min} characters',
  passwordTooLong: 'Password must be at most {max} characters',
  confirmPasswordRequired: 'Please type the password again',
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
  dateOfBirthInvalid: 'Enter a date of birth between 1900 and today',
  programRequired: 'Select a program',
  topicRequired: 'Choose what the call is about',
  skillsRequired: 'Please tell us your skills',
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
  search: 'Search',
} as const;
export type FieldLabel = (typeof FIELD_LABELS)[keyof typeof FIELD_LABELS];

export type MessageParams = Record<string, string | number>;

/** A message's English text with its values filled in. */
export function fillMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function validationMessage(key: keyof typeof VALIDATION_MESSAGES, params?: MessageParams): string {
  return fillMessage(VALIDATION_MESSAGES[key], params);
}
