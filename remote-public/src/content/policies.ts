import { msg } from '@lingui/core/macro';
import { ORGANISATION, TOKEN_COOKIE_NAME } from 'shared-contracts';
import { LANGUAGE_COOKIE } from 'shared-contracts/languages';
import type { PolicySection } from './terms';

const { email } = ORGANISATION;
// Named as the messages' placeholders are, which translators see.
const cookie = TOKEN_COOKIE_NAME;
const languageCookie = LANGUAGE_COOKIE;

export const PRIVACY_POLICY: readonly PolicySection[] = [
  {
    title: msg`What we collect`,
    paragraphs: [
      msg`Only what you give us in a form: for example your name, e-mail address, phone number and message; for a tailoring-machine application also your Aadhaar number, bank details, address and identity document; for an account your name, mobile number, e-mail and a securely hashed password.`,
    ],
  },
  {
    title: msg`Why we use it`,
    paragraphs: [
      msg`To answer you, to organise volunteering and partnerships, to assess applications, to send 80G receipts and the newsletter you asked for, and to meet our legal duties as a charity. We never sell or rent your data.`,
    ],
  },
  {
    title: msg`Who sees it`,
    paragraphs: [
      msg`Only authorised staff of the foundation. Identity documents are visible only to administrators assessing an application. We share data with authorities only when the law requires it.`,
    ],
  },
  {
    title: msg`How long we keep it`,
    paragraphs: [
      msg`Messages and applications are kept for as long as needed to handle them and for the periods that Indian tax and charity law require (donation records for 8 years). You may ask us to delete your data sooner where the law allows.`,
    ],
  },
  {
    title: msg`Your rights`,
    paragraphs: [
      msg`You may ask to see, correct or delete your data, or withdraw your consent, by writing to ${email}. We reply within 30 days.`,
    ],
  },
];

export const COOKIES_POLICY: readonly PolicySection[] = [
  {
    title: msg`The cookies we use`,
    paragraphs: [
      msg`When you choose a language (English, हिन्दी or मराठी), we store a cookie named "${languageCookie}" for one year, so that the site opens in that language next time and the e-mails we send you are written in it. It holds the language and nothing else.`,
      msg`When staff or volunteers log in, we store a cookie named "${cookie}" that keeps them signed in for 7 days. It is removed when they log out.`,
    ],
  },
  {
    title: msg`Local storage`,
    paragraphs: [
      msg`After logging in, the browser also remembers whether the account is a user or an administrator, to show the right label in the header. It is cleared on logout.`,
    ],
  },
  {
    title: msg`No tracking`,
    paragraphs: [
      msg`We use no advertising or analytics cookies. The map on our contact page and the links to social networks load other websites only when you choose to open them; those sites have their own cookie policies.`,
    ],
  },
  {
    title: msg`Managing cookies`,
    paragraphs: [
      msg`You can delete cookies in your browser settings at any time. Without the "${languageCookie}" cookie the site opens in English; blocking the "${cookie}" cookie only stops you from staying logged in.`,
    ],
  },
];
