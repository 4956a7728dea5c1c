import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { documentTitle, FREE_SERVICE_ALIAS_PATH, NOT_FOUND_PAGE, PUBLIC_ROUTES, type PageHead, type PageRoute } from 'shared-contracts';
import { routeIn, type PageHeadMessages } from 'shared-ui/i18n';

export type PublicPage = keyof typeof PUBLIC_ROUTES;

/**
 * Each page's title (its <h1> unless the page gives another) and description in Hindi and
 * Marathi; English as in PUBLIC_ROUTES (a test compares), which English pages show as they are,
 * so these messages ship no English (their catalog, pageHeadsCatalog, is for the other languages).
 */
export const PUBLIC_PAGE_HEADS: Record<PublicPage, PageHeadMessages> = {
  home: { title: msg`Home`, description: msg`Rural development and women empowerment in Gondia, Maharashtra.` },
  about: { title: msg`About Us`, description: msg`Who we are and how we work with villages of Gondia district.` },
  whoWeAre: { title: msg`Who We Are`, description: msg`Our mission and vision for rural Maharashtra.` },
  ourTeam: { title: msg`Our Team`, description: msg`The people behind our programmes.` },
  gallery: { title: msg`Gallery`, description: msg`Photographs from our work in the villages.` },
  whyDonate: { title: msg`Why Donate Us`, description: msg`Where your donation goes; donations are tax exempted under 80G.` },
  whatWeDo: { title: msg`What We Do`, description: msg`Our programmes at a glance.` },
  ruralDevelopment: { title: msg`Rural Development`, description: msg`Water, farming and livelihoods in rural Gondia.` },
  womenEmpowerment: { title: msg`Women Empowerment`, description: msg`Self-help groups, skills and income for rural women.` },
  knowMore: { title: msg`Know More`, description: msg`Our impact in numbers.` },
  mahilaSankranti: { title: msg`Mahila Sasakti`, description: msg`Economic empowerment, health and education for women.` },
  educationAwareness: { title: msg`Education Awareness`, description: msg`Workshops, scholarships, teacher training and school infrastructure.` },
  socialMedia: { title: msg`Connect on Social Media`, description: msg`Follow our work on social media.` },
  heroMember: { title: msg`Become a Hero Member`, description: msg`Join as a volunteer member.` },
  heroDonate: { title: msg`Donate`, description: msg`Donate to feed, teach and empower; tax exempted under 80G.` },
  birthday: { title: msg`Birthday Blessings`, description: msg`Dedicate a birthday to a good cause.` },
  partner: { title: msg`Partner With Us`, description: msg`CSR, sponsorships, joint ventures and volunteering partnerships.` },
  events: { title: msg`Events`, description: msg`Our flagship events.` },
  contact: { title: msg`Contact Us`, description: msg`Write to us, call us or visit our office in Gondia.` },
  terms: { title: msg`Terms and Conditions`, description: msg`Terms of use of this website.` },
  privacy: { title: msg`Privacy Policy`, description: msg`How we handle your personal data.` },
  cookies: { title: msg`Cookies Policy`, description: msg`Which cookies this website uses.` },
  help: { title: msg`Help and Support`, description: msg`Helpline hours and how to reach us.` },
  faqs: { title: msg`FAQs`, description: msg`Answers to common questions.` },
  volunteer: { title: msg`Volunteer`, description: msg`Volunteer with us in Gondia.` },
  freeService: { title: msg`Free Service`, description: msg`Request a donated tailoring machine.` },
  prashikshanRojgar: { title: msg`Prashikshan & Rojgar`, description: msg`Skill development and employment programmes.` },
  soilWaterTesting: { title: msg`Soil & Water Testing`, description: msg`Soil and water testing for farmers.` },
  newsletter: { title: msg`Newsletter`, description: msg`Confirm or end your subscription to our newsletter.` },
};

const NOT_FOUND_HEAD: PageHeadMessages = { title: msg`Page not found`, description: msg`This page does not exist.` };

const pageAt = (path: string) => (Object.keys(PUBLIC_ROUTES) as PublicPage[]).find((page) => PUBLIC_ROUTES[page].path === path);

/** The public page at a path, the free-service page's alias included; none for an unknown path. */
export const publicPageAt = (path: string) => pageAt(path === FREE_SERVICE_ALIAS_PATH ? PUBLIC_ROUTES.freeService.path : path);

/** A route's path with its title and description in the i18n instance's language. */
export function translatedRoute(route: PageRoute, i18n: I18n): PageRoute {
  const page = pageAt(route.path);
  return routeIn(route, page ? PUBLIC_PAGE_HEADS[page] : NOT_FOUND_HEAD, i18n);
}

/** A page's head in the HTML rendered at build time (src/server-render.tsx); unknown paths get the not-found page's. */
export function publicPageHead(path: string, i18n: I18n): PageHead {
  const page = publicPageAt(path);
  const route = translatedRoute(page ? PUBLIC_ROUTES[page] : { ...NOT_FOUND_PAGE, path: '/404' }, i18n);
  return { title: documentTitle({ title: route.title, path: page ? path : '/404' }), description: route.description };
}
