import { ORGANISATION } from 'shared-contracts';
import type { PolicySection } from './terms';

export const PRIVACY_POLICY: readonly PolicySection[] = [
  {
    title: 'What we collect',
    paragraphs: [
      'Only what you give us in a form: for example your name, e-mail address, phone number and message; for a tailoring-machine application also your Aadhaar number, bank details, address and identity document; for an account your name, mobile number, e-mail and a securely hashed password.',
    ],
  },
  {
    title: 'Why we use it',
    paragraphs: [
      'To answer you, to organise volunteering and partnerships, to assess applications, to send 80G receipts and the newsletter you asked for, and to meet our legal duties as a charity. We never sell or rent your data.',
    ],
  },
  {
    title: 'Who sees it',
    paragraphs: [
      'Only authorised staff of the foundation. Identity documents are visible only to administrators assessing an application. We share data with authorities only when the law requires it.',
    ],
  },
  {
    title: 'How long we keep it',
    paragraphs: [
      'Messages and applications are kept for as long as needed to handle them and for the periods that Indian tax and charity law require (donation records for 8 years). You may ask us to delete your data sooner where the law allows.',
    ],
  },
  {
    title: 'Your rights',
    paragraphs: [
      `You may ask to see, correct or delete your data, or withdraw your consent, by writing to ${ORGANISATION.email}. We reply within 30 days.`,
    ],
  },
];

export const COOKIES_POLICY: readonly PolicySection[] = [
  {
    title: 'The cookie we use',
    paragraphs: [
      'When staff or volunteers log in, we store a cookie named "token" that keeps them signed in for 7 days. It is removed when they log out. Visitors who do not log in get no cookie from us.',
    ],
  },
  {
    title: 'Local storage',
    paragraphs: [
      'After logging in, the browser also remembers whether the account is a user or an administrator, to show the right label in the header. It is cleared on logout.',
    ],
  },
  {
    title: 'No tracking',
    paragraphs: [
      'We use no advertising or analytics cookies. The map on our contact page and the links to social networks load other websites only when you choose to open them; those sites have their own cookie policies.',
    ],
  },
  {
    title: 'Managing cookies',
    paragraphs: [
      'You can delete cookies in your browser settings at any time. Blocking the "token" cookie only stops you from staying logged in.',
    ],
  },
];
