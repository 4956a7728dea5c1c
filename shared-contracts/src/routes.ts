import type siteMap from '../site-map.json';

/** Every path of the site, who owns it, and the metadata each page sets. */
export interface PageRoute {
  path: string;
  title: string;
  description: string;
}

export const SITE_NAME = 'Gondia Gramin Vikas Foundation';

export const PUBLIC_ROUTES = {
  home: { path: '/', title: 'Home', description: 'Rural development and women empowerment in Gondia, Maharashtra.' },
  about: { path: '/about', title: 'About Us', description: 'Who we are and how we work with villages of Gondia district.' },
  whoWeAre: { path: '/about-us/who-we-are', title: 'Who We Are', description: 'Our mission and vision for rural Maharashtra.' },
  ourTeam: { path: '/about-us/our-team', title: 'Our Team', description: 'The people behind our programmes.' },
  gallery: { path: '/about-us/gallery', title: 'Gallery', description: 'Photographs from our work in the villages.' },
  whyDonate: { path: '/about-us/why-donate-us', title: 'Why Donate Us', description: 'Where your donation goes; donations are tax exempted under 80G.' },
  whatWeDo: { path: '/what-we-do', title: 'What We Do', description: 'Our programmes at a glance.' },
  ruralDevelopment: { path: '/what-we-do/rural-development', title: 'Rural Development', description: 'Water, farming and livelihoods in rural Gondia.' },
  womenEmpowerment: { path: '/what-we-do/women-empowerment', title: 'Women Empowerment', description: 'Self-help groups, skills and income for rural women.' },
  knowMore: { path: '/what-we-do/know-more', title: 'Know More', description: 'Our impact in numbers.' },
  mahilaSankranti: { path: '/our-program/mahila-sankranti', title: 'Mahila Sasakti', description: 'Economic empowerment, health and education for women.' },
  educationAwareness: { path: '/our-program/education-awerness', title: 'Education Awareness', description: 'Workshops, scholarships, teacher training and school infrastructure.' },
  socialMedia: { path: '/become-a-hero/connect-on-social-media', title: 'Connect on Social Media', description: 'Follow our work on social media.' },
  heroMember: { path: '/become-a-hero/become-a-hero-member', title: 'Become a Hero Member', description: 'Join as a volunteer member.' },
  heroDonate: { path: '/become-a-hero/donate', title: 'Donate', description: 'Donate to feed, teach and empower; tax exempted under 80G.' },
  birthday: { path: '/birthday-blessings', title: 'Birthday Blessings', description: 'Dedicate a birthday to a good cause.' },
  partner: { path: '/donate/corporate-social-responsibility-for-organisation', title: 'Partner With Us', description: 'CSR, sponsorships, joint ventures and volunteering partnerships.' },
  events: { path: '/event', title: 'Events', description: 'Our flagship events.' },
  contact: { path: '/contact', title: 'Contact Us', description: 'Write to us, call us or visit our office in Gondia.' },
  terms: { path: '/terms-conditions', title: 'Terms and Conditions', description: 'Terms of use of this website.' },
  privacy: { path: '/privacy-policy', title: 'Privacy Policy', description: 'How we handle your personal data.' },
  cookies: { path: '/cookies', title: 'Cookies Policy', description: 'Which cookies this website uses.' },
  help: { path: '/helps', title: 'Help and Support', description: 'Helpline hours and how to reach us.' },
  faqs: { path: '/faqs', title: 'FAQs', description: 'Answers to common questions.' },
  volunteer: { path: '/volenture', title: 'Volunteer', description: 'Volunteer with us in Gondia.' },
  freeService: { path: '/free', title: 'Free Service', description: 'Request a donated tailoring machine.' },
  prashikshanRojgar: { path: '/prashikshan-and-rojgar', title: 'Prashikshan & Rojgar', description: 'Skill development and employment programmes.' },
  soilWaterTesting: { path: '/soil-and-water-testing', title: 'Soil & Water Testing', description: 'Soil and water testing for farmers.' },
  newsletter: { path: '/newsletter', title: 'Newsletter', description: 'Confirm or end your subscription to our newsletter.' },
} as const satisfies Record<string, PageRoute>;

/** The page notes call the Free Service page 'frees'; both paths show it. */
export const FREE_SERVICE_ALIAS_PATH = '/frees';

export const AUTH_ROUTES = {
  login: { path: '/login', title: 'Login', description: 'Log in to your account.' },
  signup: { path: '/signup', title: 'Signup', description: 'Create an account.' },
  forgotPassword: { path: '/forgot-password', title: 'Reset Password', description: 'Reset your password with a code sent by e-mail.' },
  verifyEmail: { path: '/verify-email', title: 'Verify E-mail', description: 'Verify your e-mail address with the code we sent.' },
} as const satisfies Record<string, PageRoute>;

export const DASHBOARD_ROUTES = {
  home: { path: '/dashboard', title: 'Dashboard', description: 'Your dashboard.' },
  profile: { path: '/dashboard/profile', title: 'Profile', description: 'Your account.' },
  userList: { path: '/dashboard/user-list', title: 'All Patients', description: 'Accounts and their roles.' },
} as const satisfies Record<string, PageRoute>;

export const DASHBOARD_PREFIX = '/dashboard';

/** The admin dashboard's name in the address for the form it shows (`/dashboard?form=contact`). */
export const DASHBOARD_FORM_PARAM = 'form';

/** The admin dashboard showing one kind of form: what the staff's digest links to. */
export function dashboardFormPath(kind: string): string {
  return `${DASHBOARD_ROUTES.home.path}?${new URLSearchParams({ [DASHBOARD_FORM_PARAM]: kind })}`;
}

/** The remotes' federation names, as the site map declares them. */
export type RemoteName = keyof typeof siteMap.remotes;

const AUTH_PATHS: readonly string[] = Object.values(AUTH_ROUTES).map((route) => route.path);

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Route ownership: auth paths to remote-auth, /dashboard* to remote-dashboard, the rest to remote-public. */
export function remoteForPath(pathname: string): RemoteName {
  const path = withoutTrailingSlash(pathname);
  if (AUTH_PATHS.includes(path)) return 'remote_auth';
  if (isDashboardPath(path)) return 'remote_dashboard';
  return 'remote_public';
}

/**
 * Public pages exist in every language, under a prefix (/hi, /mr); the auth screens and the
 * dashboard have one address and follow the visitor's choice of language.
 */
export function hasLanguageVersions(path: string): boolean {
  return remoteForPath(path) === 'remote_public';
}

export function isDashboardPath(pathname: string): boolean {
  return pathname === DASHBOARD_PREFIX || pathname.startsWith(`${DASHBOARD_PREFIX}/`);
}

/** Public pages reached by a link in the site's e-mails, for whom it was sent: no search result for them. */
const MAILED_LINK_PATHS: readonly string[] = [PUBLIC_ROUTES.newsletter.path];

/** Pages a search engine should list: every public route but the mailed links' (auth and dashboard pages are private). */
export const SITEMAP_PATHS: readonly string[] = Object.values(PUBLIC_ROUTES)
  .map((route) => route.path)
  .filter((path) => !MAILED_LINK_PATHS.includes(path));
