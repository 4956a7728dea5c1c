import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ORGANISATION } from 'shared-contracts';

/** A titled section of the terms or a policy; its texts are shown with `i18n._`. */
export interface PolicySection {
  title: MessageDescriptor;
  paragraphs: readonly MessageDescriptor[];
}

const { name: organisation, email } = ORGANISATION;

/** The seven sections of the terms and conditions (spec §2). */
export const TERMS: readonly PolicySection[] = [
  {
    title: msg`1. About these terms`,
    paragraphs: [
      msg`This website is run by ${organisation}, a registered charitable organisation in Gondia, Maharashtra. By using it you accept these terms. If you do not agree, please do not use the site.`,
    ],
  },
  {
    title: msg`2. Use of the website`,
    paragraphs: [
      msg`You may read, print and share our pages for personal and non-commercial purposes. You must not misuse the site, try to break its security, or send us false or harmful information through its forms.`,
    ],
  },
  {
    title: msg`3. Donations`,
    paragraphs: [
      msg`Donations are voluntary and are used for our charitable objectives. Because gifts are spent on programmes quickly, a donation cannot normally be refunded; if you paid by mistake, write to us within 7 days and we will review your request.`,
      msg`Donations are tax exempted under Section 80G of the Income Tax Act; we issue an 80G receipt once we have your PAN and payment reference. Foreign contributions are accepted only into our FCRA account.`,
    ],
  },
  {
    title: msg`4. Accounts`,
    paragraphs: [
      msg`Staff and volunteers with an account must keep their password secret and tell us at once if they think someone else has used it. We may suspend an account that is misused.`,
    ],
  },
  {
    title: msg`5. Content and intellectual property`,
    paragraphs: [
      msg`Texts, illustrations, logos and photographs on this site belong to the foundation or are used with permission. Please ask us before using them outside personal sharing.`,
    ],
  },
  {
    title: msg`6. Liability`,
    paragraphs: [
      msg`We take care that the information here is correct, but we cannot guarantee it is complete or up to date. We are not responsible for websites that we link to, such as social media or payment apps.`,
    ],
  },
  {
    title: msg`7. Changes and contact`,
    paragraphs: [
      msg`We may update these terms; the version on this page applies. These terms are governed by the laws of India, with courts in Gondia having jurisdiction. Questions: ${email}.`,
    ],
  },
];
