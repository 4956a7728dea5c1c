import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { FIELD_LABELS, minutesOfWait, readMessage, type MessageKey } from 'shared-contracts';

/*
 * The contract's messages in Hindi and Marathi. This module comes with the contract catalog's
 * Hindi and Marathi chunks (locales/shared-ui-catalog.ts), so an English page never loads it,
 * nor the English templates it reads texts back with.
 */

/** Every message the contract's reader knows (shared-contracts' message-reader.ts), for Hindi and Marathi pages. */
const MESSAGE_TRANSLATIONS: Record<MessageKey, MessageDescriptor> = {
  required: msg({ message: '{label} is required' }),
  notText: msg({ message: '{label} must be text' }),
  tooLong: msg({ message: '{label} must be at most {max} characters' }),
  disallowedCharacters: msg({ message: '{label} contains characters that are not allowed' }),
  emailRequired: msg({ message: 'Email is required' }),
  emailTooLong: msg({ message: 'Email is too long' }),
  emailInvalid: msg({ message: 'Enter a valid email address' }),
  mobileInvalid: msg({ message: 'Enter a valid 10-digit Indian {label}' }),
  phoneInvalid: msg({ message: 'Enter a 10-digit Indian {label}, or a number from abroad starting with + and its country code' }),
  passwordRequired: msg({ message: 'Password is required' }),
  passwordTooShort: msg({ message: 'Password must be at least {min} characters' }),
  passwordTooLong: msg({ message: 'Password must be at most {max} characters' }),
  confirmPasswordRequired: msg({ message: 'Please type the password again' }),
  codeRequired: msg({ message: 'Code is required' }),
  codeInvalid: msg({ message: 'Enter the {length}-digit code' }),
  aadhaarRequired: msg({ message: 'Aadhaar number is required' }),
  aadhaarFormat: msg({ message: 'Aadhaar number must be 12 digits and cannot start with 0 or 1' }),
  aadhaarChecksum: msg({ message: 'Aadhaar number is not valid (check digit mismatch)' }),
  ifscRequired: msg({ message: 'IFSC code is required' }),
  ifscInvalid: msg({ message: 'Enter a valid 11-character IFSC code (e.g. SBIN0001234)' }),
  accountNumberRequired: msg({ message: 'Account number is required' }),
  accountNumberInvalid: msg({ message: 'Account number must be 9 to 18 digits' }),
  dateOfBirthRequired: msg({ message: 'Date of birth is required' }),
  dateOfBirthInvalid: msg({ message: 'Enter a date of birth between 1900 and today' }),
  programRequired: msg({ message: 'Select a program' }),
  topicRequired: msg({ message: 'Choose what the call is about' }),
  skillsRequired: msg({ message: 'Please tell us your skills' }),
  codeSent: msg({ message: 'OTP has been sent to your email' }),
  resetCodeSent: msg({ message: 'If an account has this email address, an OTP has been sent to it' }),
  verified: msg({ message: 'Email verified successfully' }),
  wrongCode: msg({ message: 'wrong otp' }),
  codeExpired: msg({ message: 'This code has expired or was tried too often. Please request a new one.' }),
  codesLocked: msg({ message: 'Too many wrong codes were entered for this address. To keep it safe, please try again tomorrow.' }),
  noSignupWaiting: msg({ message: 'No sign-up for this address is waiting in this browser. It may have expired. Please sign up again.' }),
  resetDone: msg({ message: 'Password has been reset successfully' }),
  resetCodeInvalid: msg({ message: 'Invalid or expired OTP. Please check the code or request a new one.' }),
  accountExists: msg({ message: 'An account with this email already exists' }),
  invalidCredentials: msg({ message: 'Invalid email or password' }),
  unverified: msg({ message: 'Please verify your email address first. Enter the code we sent you or request a new one.' }),
  waitBeforeResend: msg({ message: 'Please wait {seconds} seconds before requesting a new code' }),
  signupMismatch: msg({ message: 'passwords do not match' }),
  resetMismatch: msg({ message: 'Passwords do not match' }),
  genericFailure: msg({ message: 'Something went wrong' }),
  resetFailed: msg({ message: 'OTP verification failed' }),
  loginFailed: msg({ message: 'Login failed. Please try again.' }),
  contactReceived: msg({ message: 'Thank you! Your message has been received.' }),
  volunteerReceived: msg({ message: 'Thank you for volunteering! We will be in touch soon.' }),
  heroMemberReceived: msg({ message: 'Thank you for joining as a Hero Member! We will be in touch soon.' }),
  newsletterReceived: msg({ message: 'Thank you! Please open the link we have e-mailed you to confirm your subscription.' }),
  newsletterConfirmed: msg({ message: 'Your subscription is confirmed. Thank you!' }),
  newsletterUnsubscribed: msg({ message: 'This address is no longer on our newsletter list.' }),
  birthdayReceived: msg({ message: 'Thank you! Your birthday dedication has been received.' }),
  partnerReceived: msg({ message: 'Thank you for your interest in partnering with us! We will get back to you soon.' }),
  applicationReceived: msg({ message: 'Thank you! Your application has been received.' }),
  tailorMachineReceived: msg({ message: 'Your request has been submitted successfully. We will contact you soon.' }),
  callBackReceived: msg({ message: 'Thank you! We will call you back within two working days.' }),
  weakPassword: msg({ message: 'This password is too easy to guess. Please choose another one, for example three or four unrelated words.' }),
  serverFailure: msg({ message: 'Something went wrong. Please try again.' }),
  serviceUnavailable: msg({ message: 'The service is temporarily unavailable. Please try again shortly.' }),
  badRequestKey: msg({ message: 'This form could not be sent as it was. Please reload the page and try again.' }),
  noConnection: msg({ message: 'Could not reach the server. Please check your connection and try again.' }),
  tooSlow: msg({ message: 'The server took too long to answer. Please check your connection and try again.' }),
  tooManyAttempts: msg({ message: 'Too many attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.' }),
  tooManySubmissions: msg({ message: 'Too many submissions. Please try again in {minutes, plural, one {# minute} other {# minutes}}.' }),
  tooManyUploads: msg({ message: 'Too many uploads. Please try again in {minutes, plural, one {# minute} other {# minutes}}.' }),
  tooManyCodeMails: msg({ message: 'Too many codes were asked for this address today. Please try again tomorrow.' }),
  loginNeeded: msg({ message: 'Please log in to continue' }),
  sessionInvalid: msg({ message: 'Your session has expired or is invalid. Please log in again.' }),
  accountGone: msg({ message: 'Your account no longer exists' }),
  sessionEnded: msg({ message: 'Your session has ended because your password or role changed. Please log in again.' }),
  adminsOnly: msg({ message: 'Only administrators can do this' }),
  staffOnly: msg({ message: 'Only volunteers and administrators can do this' }),
  ownAdminRole: msg({ message: 'You cannot remove your own admin role' }),
  ownAccount: msg({ message: 'You cannot delete your own account' }),
  noSuchUser: msg({ message: 'There is no such user' }),
  noSuchForm: msg({ message: 'There is no such form' }),
  noSuchEntry: msg({ message: 'There is no such entry. It may have been deleted already.' }),
  noSuchFile: msg({ message: 'There is no such file' }),
  identityDocumentMissing: msg({ message: 'Please attach your Aadhaar card as an image or PDF' }),
  identityDocumentType: msg({ message: 'The document must be a JPEG, PNG or WebP image, or a PDF' }),
  fileTooLarge: msg({ message: 'The file is too large' }),
  newsletterLinkInvalid: msg({ message: 'This link is not complete. Please open the whole link from our e-mail.' }),
  newsletterSubscriptionGone: msg({ message: 'This subscription has ended. You can subscribe again at the foot of any page.' }),
};

/** What the contract's messages fill in for `{label}`; the phone field's is written in small letters there. */
const LABEL_TRANSLATIONS: Record<keyof typeof FIELD_LABELS, MessageDescriptor> = {
  name: msg`Name`,
  fullName: msg`Full name`,
  message: msg`Message`,
  contactNumber: msg`Contact number`,
  phoneNumber: msg`Phone number`,
  mobileNumber: msg`Mobile number`,
  skills: msg`Skills`,
  availability: msg`Availability`,
  organisationName: msg`Organisation name`,
  contactPerson: msg`Contact person`,
  bankName: msg`Bank name`,
  address: msg`Address`,
  village: msg`Village or taluka`,
  search: msg`Search`,
};

const labelKeys = Object.entries(FIELD_LABELS).map(([key, label]) => [label.toLowerCase(), key as keyof typeof FIELD_LABELS] as const);

function translatedLabel(i18n: I18n, label: string): string {
  const key = labelKeys.find(([english]) => english === label.toLowerCase())?.[1];
  return key ? i18n._(LABEL_TRANSLATIONS[key]) : label;
}

/**
 * A text from the contract (a schema's validation message, the API's answer) in the instance's
 * language; any other text as it is.
 */
export function translateContractText(text: string, i18n: I18n): string {
  const found = readMessage(text);
  if (!found) return text;
  const { label, wait } = found.params;
  // A rate limit's wait ("5 minutes") is said again in the language, as a number of minutes.
  const values = { ...found.params, ...(label ? { label: translatedLabel(i18n, label) } : {}), ...(wait ? { minutes: minutesOfWait(wait) } : {}) };
  const message: MessageDescriptor = { ...MESSAGE_TRANSLATIONS[found.key], values };
  return i18n._(message);
}
