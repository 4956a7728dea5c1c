/** How to reach the charity: shown in the top bar, footer, contact and social pages. */
export const ORGANISATION = {
  name: 'Gondia Gramin Vikas Foundation',
  tagline: 'Empowering rural women, strengthening villages',
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
  officeHours: 'Monday to Sunday 9:00-19:00',
  helplineHours: 'Monday to Friday, 9 AM to 6 PM',
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

export function formatAddress(): string {
  const { line1, city, state, postalCode, country } = ORGANISATION.address;
  return `${line1}, ${city}, ${state} ${postalCode}, ${country}`;
}
