import type { Language } from '../languages/languages.mjs';

/** How to reach the charity: shown in the top bar, footer, contact and social pages. */
export const ORGANISATION = {
  name: 'Gondia Gramin Vikas Foundation',
  phone: '+91 94220 12345',
  phoneHref: 'tel:+919422012345',
  email: 'contact@gondiagraminvikas.org',
  address: {
    line1: 'Plot 14, Civil Lines, Near Jaistambh Chowk',
    city: 'Gondia',
    state: 'Maharashtra',
    postalCode: '441601',
    country: 'India',
  },
} as const;

export interface SocialLink {
  network: string;
  label: string;
  url: string;
}

/** Spec §2: seven links; the two WhatsApp entries share one URL. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/gondiagraminvikas' },
  { network: 'twitter', label: 'Twitter', url: 'https://twitter.com/gondiagramin' },
  { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/gondiagraminvikas' },
  { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/gondiagraminvikas' },
  { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@gondiagraminvikas' },
  { network: 'whatsapp', label: 'WhatsApp', url: 'https://wa.me/919422012345' },
  { network: 'whatsapp-community', label: 'WhatsApp Community', url: 'https://wa.me/919422012345' },
];

type PostalAddress = { [Part in keyof typeof ORGANISATION.address]: string };

/** The office's address as it is written in each language (a Hindi or Marathi page writes it in Devanagari). */
const ADDRESS_IN: Record<Language, PostalAddress> = {
  en: ORGANISATION.address,
  hi: { line1: 'प्लॉट 14, सिविल लाइन्स, जयस्तंभ चौक के पास', city: 'गोंदिया', state: 'महाराष्ट्र', postalCode: '441601', country: 'भारत' },
  mr: { line1: 'प्लॉट 14, सिव्हिल लाइन्स, जयस्तंभ चौकाजवळ', city: 'गोंदिया', state: 'महाराष्ट्र', postalCode: '441601', country: 'भारत' },
};

export function addressIn(language: Language): PostalAddress {
  return ADDRESS_IN[language];
}

export function formatAddress(language: Language = 'en'): string {
  const { line1, city, state, postalCode, country } = ADDRESS_IN[language];
  return `${line1}, ${city}, ${state} ${postalCode}, ${country}`;
}
