import type { SubmissionKind } from './schemas/forms';

/*
 * What the API answers, in English, besides the schemas' validation messages: a form stored, a
 * request refused. The browser shows them in the page's language (message-reader.ts).
 */

/** What the API answers when it has stored a form. */
export const CONFIRMATION_MESSAGES = {
  contactReceived: 'Thank you! Your message has been received.',
  volunteerReceived: 'Thank you for volunteering! We will be in touch soon.',
  heroMemberReceived: 'Thank you for joining as a Hero Member! We will be in touch soon.',
  newsletterReceived: 'Thank you! Please open the link we have e-mailed you to confirm your subscription.',
  newsletterConfirmed: 'Your subscription is confirmed. Thank you!',
  newsletterUnsubscribed: 'This address is no longer on our newsletter list.',
  birthdayReceived: 'Thank you! Your birthday dedication has been received.',
  partnerReceived: 'Thank you for your interest in partnering with us! We will get back to you soon.',
  applicationReceived: 'Thank you! Your application has been received.',
  tailorMachineReceived: 'Your request has been submitted successfully. We will contact you soon.',
  callBackReceived: 'Thank you! We will call you back within two working days.',
} as const;

/** What the API answers each form with once it is stored. */
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
  /** The shell's edge, when the API cannot be reached or does not answer (shell/server/api-proxy.mjs). */
  serviceUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  badRequestKey: 'This form could not be sent as it was. Please reload the page and try again.',
  tooManyAttempts: 'Too many attempts. Please try again in {wait}.',
  tooManySubmissions: 'Too many submissions. Please try again in {wait}.',
  tooManyUploads: 'Too many uploads. Please try again in {wait}.',
  tooManyCodeMails: 'Too many codes were asked for this address today. Please try again tomorrow.',
  loginNeeded: 'Please log in to continue',
  sessionInvalid: 'Your session has expired or is invalid. Please log in again.',
  accountGone: 'Your account no longer exists',
  sessionEnded: 'Your session has ended because your password or role changed. Please log in again.',
  adminsOnly: 'Only administrators can do this',
  staffOnly: 'Only volunteers and administrators can do this',
  ownAdminRole: 'You cannot remove your own admin role',
  ownAccount: 'You cannot delete your own account',
  noSuchUser: 'There is no such user',
  noSuchForm: 'There is no such form',
  noSuchEntry: 'There is no such entry. It may have been deleted already.',
  noSuchFile: 'There is no such file',
  identityDocumentMissing: 'Please attach your Aadhaar card as an image or PDF',
  identityDocumentType: 'The document must be a JPEG, PNG or WebP image, or a PDF',
  fileTooLarge: 'The file is too large',
  newsletterLinkInvalid: 'This link is not complete. Please open the whole link from our e-mail.',
  newsletterSubscriptionGone: 'This subscription has ended. You can subscribe again at the foot of any page.',
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
