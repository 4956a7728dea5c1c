import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PUBLIC_ROUTES as R } from 'shared-contracts';

export interface NavLinkItem {
  label: MessageDescriptor;
  path: string;
}

export interface NavMenu {
  /** Names the menu's element ids, the same in every language. */
  key: string;
  label: MessageDescriptor;
  items: readonly NavLinkItem[];
  /** Shown only in the mobile menu (spec §2). */
  mobileOnlyItems?: readonly NavLinkItem[];
}

export type NavEntry = NavLinkItem | NavMenu;

export const isMenu = (entry: NavEntry): entry is NavMenu => 'items' in entry;

/** The header's entries, in the order and with the links of spec §2. */
export const NAVIGATION: readonly NavEntry[] = [
  { label: msg`Home`, path: R.home.path },
  {
    key: 'about-us',
    label: msg`About Us`,
    items: [
      { label: msg`Who We Are`, path: R.whoWeAre.path },
      { label: msg`Our Team`, path: R.ourTeam.path },
      { label: msg`Gallery`, path: R.gallery.path },
      { label: msg`Why Donate Us`, path: R.whyDonate.path },
    ],
  },
  {
    key: 'what-we-do',
    label: msg`What We Do`,
    items: [
      { label: msg`Rural Development`, path: R.ruralDevelopment.path },
      { label: msg`Women Empowerment`, path: R.womenEmpowerment.path },
      { label: msg`Know More`, path: R.knowMore.path },
    ],
  },
  {
    key: 'become-a-hero',
    label: msg`Become A Hero`,
    items: [
      { label: msg`Connect on Social Media`, path: R.socialMedia.path },
      { label: msg`Become a Hero Member`, path: R.heroMember.path },
      { label: msg`Birthday Blessings`, path: R.birthday.path },
      { label: msg`Donate`, path: R.heroDonate.path },
    ],
  },
  {
    key: 'our-program',
    label: msg`Our Program`,
    items: [
      { label: msg`Prashikshan & Rojgar`, path: R.prashikshanRojgar.path },
      { label: msg`Soil & Water Testing`, path: R.soilWaterTesting.path },
    ],
    mobileOnlyItems: [
      { label: msg`Education Awareness`, path: R.educationAwareness.path },
      { label: msg`Mahila Sasakti`, path: R.mahilaSankranti.path },
      { label: msg`Free Service`, path: R.freeService.path },
    ],
  },
  { label: msg`Partner With Us`, path: R.partner.path },
  { label: msg`Contact`, path: R.contact.path },
];
