import { PUBLIC_ROUTES as R } from 'shared-contracts';

export interface NavLinkItem {
  label: string;
  path: string;
}

export interface NavMenu {
  label: string;
  items: readonly NavLinkItem[];
  /** Shown only in the mobile menu (spec §2). */
  mobileOnlyItems?: readonly NavLinkItem[];
}

export type NavEntry = NavLinkItem | NavMenu;

export const isMenu = (entry: NavEntry): entry is NavMenu => 'items' in entry;

/** The header's entries, in the order and with the links of spec §2. */
export const NAVIGATION: readonly NavEntry[] = [
  { label: 'Home', path: R.home.path },
  {
    label: 'About Us',
    items: [
      { label: 'Who We Are', path: R.whoWeAre.path },
      { label: 'Our Team', path: R.ourTeam.path },
      { label: 'Gallery', path: R.gallery.path },
      { label: 'Why Donate Us', path: R.whyDonate.path },
    ],
  },
  {
    label: 'What We Do',
    items: [
      { label: 'Rural Development', path: R.ruralDevelopment.path },
      { label: 'Women Empowerment', path: R.womenEmpowerment.path },
      { label: 'Know More', path: R.knowMore.path },
    ],
  },
  {
    label: 'Become A Hero',
    items: [
      { label: 'Connect on Social Media', path: R.socialMedia.path },
      { label: 'Become a Hero Member', path: R.heroMember.path },
      { label: 'Birthday Blessings', path: R.birthday.path },
      { label: 'Donate', path: R.heroDonate.path },
    ],
  },
  {
    label: 'Our Program',
    items: [
      { label: 'Prashikshan & Rojgar', path: R.prashikshanRojgar.path },
      { label: 'Soil & Water Testing', path: R.soilWaterTesting.path },
    ],
    mobileOnlyItems: [
      { label: 'Education Awareness', path: R.educationAwareness.path },
      { label: 'Mahila Sasakti', path: R.mahilaSankranti.path },
      { label: 'Free Service', path: R.freeService.path },
    ],
  },
  { label: 'Partner With Us', path: R.partner.path },
  { label: 'Contact', path: R.contact.path },
];
