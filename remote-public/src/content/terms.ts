import { ORGANISATION } from 'shared-contracts';

export interface PolicySection {
  title: string;
  paragraphs: readonly string[];
}

/** The seven sections of the terms and conditions (spec §2). */
export const TERMS: readonly PolicySection[] = [
  {
    title: '1. About these terms',
    paragraphs: [
      `This website is run by ${ORGANISATION.name}, a registered charitable organisation in ${ORGANISATION.address.city}, ${ORGANISATION.address.state}. By using it you accept these terms. If you do not agree, please do not use the site.`,
    ],
  },
  {
    title: '2. Use of the website',
    paragraphs: [
      'You may read, print and share our pages for personal and non-commercial purposes. You must not misuse the site, try to break its security, or send us false or harmful information through its forms.',
    ],
  },
  {
    title: '3. Donations',
    paragraphs: [
      'Donations are voluntary and are used for our charitable objectives. Because gifts are spent on programmes quickly, a donation cannot normally be refunded; if you paid by mistake, write to us within 7 days and we will review your request.',
      'Donations are tax exempted under Section 80G of the Income Tax Act; we issue an 80G receipt once we have your PAN and payment reference. Foreign contributions are accepted only into our FCRA account.',
    ],
  },
  {
    title: '4. Accounts',
    paragraphs: [
      'Staff and volunteers with an account must keep their password secret and tell us at once if they think someone else has used it. We may suspend an account that is misused.',
    ],
  },
  {
    title: '5. Content and intellectual property',
    paragraphs: [
      'Texts, illustrations, logos and photographs on this site belong to the foundation or are used with permission. Please ask us before using them outside personal sharing.',
    ],
  },
  {
    title: '6. Liability',
    paragraphs: [
      'We take care that the information here is correct, but we cannot guarantee it is complete or up to date. We are not responsible for websites that we link to, such as social media or payment apps.',
    ],
  },
  {
    title: '7. Changes and contact',
    paragraphs: [
      `We may update these terms; the version on this page applies. These terms are governed by the laws of India, with courts in ${ORGANISATION.address.city} having jurisdiction. Questions: ${ORGANISATION.email}.`,
    ],
  },
];
