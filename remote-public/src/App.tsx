import type { ReactElement } from 'react';
import { Route, Routes } from 'shared-contracts/router';
import { FREE_SERVICE_ALIAS_PATH, PUBLIC_ROUTES } from 'shared-contracts';
import { HomePage } from './pages/HomePage';
import { pagePreloader } from 'shared-ui';
import { sharedUiCatalog, useCatalog } from 'shared-ui/i18n';
import { commonCatalog, pageHeadsCatalog } from './locales/catalogs';
import * as Pages from './pages/lazy';

/** Which build this is: the shell hydrates this remote only into HTML rendered by the same build. */
export const build = process.env.APP_BUILD_ID ?? 'development';

/**
 * The messages every page shows (the frame of a page, the pages' titles, the shared components).
 * A page names the rest, those of its forms too (see locales/forms-catalog.ts).
 */
export const APP_CATALOGS = [commonCatalog, pageHeadsCatalog, sharedUiCatalog] as const;

/** Every public path and its page: home comes with the route tree, every other page in a chunk of its own. */
const PAGE_ROUTES: readonly (readonly [string, ReactElement])[] = [
  [PUBLIC_ROUTES.home.path, <HomePage />],
  [PUBLIC_ROUTES.about.path, <Pages.AboutPage />],
  [PUBLIC_ROUTES.whoWeAre.path, <Pages.WhoWeArePage />],
  [PUBLIC_ROUTES.ourTeam.path, <Pages.OurTeamPage />],
  [PUBLIC_ROUTES.gallery.path, <Pages.GalleryPage />],
  [PUBLIC_ROUTES.whyDonate.path, <Pages.DonatePage route={PUBLIC_ROUTES.whyDonate} />],
  [PUBLIC_ROUTES.heroDonate.path, <Pages.DonatePage route={PUBLIC_ROUTES.heroDonate} />],
  [PUBLIC_ROUTES.whatWeDo.path, <Pages.WhatWeDoPage />],
  [PUBLIC_ROUTES.ruralDevelopment.path, <Pages.RuralDevelopmentPage />],
  [PUBLIC_ROUTES.womenEmpowerment.path, <Pages.WomenEmpowermentPage />],
  [PUBLIC_ROUTES.knowMore.path, <Pages.KnowMorePage />],
  [PUBLIC_ROUTES.mahilaSankranti.path, <Pages.MahilaSasaktiPage />],
  [PUBLIC_ROUTES.educationAwareness.path, <Pages.EducationAwarenessPage />],
  [PUBLIC_ROUTES.socialMedia.path, <Pages.SocialMediaPage />],
  [PUBLIC_ROUTES.heroMember.path, <Pages.HeroMemberPage />],
  [PUBLIC_ROUTES.birthday.path, <Pages.BirthdayBlessingsPage />],
  [PUBLIC_ROUTES.partner.path, <Pages.PartnerPage />],
  [PUBLIC_ROUTES.events.path, <Pages.EventsPage />],
  [PUBLIC_ROUTES.contact.path, <Pages.ContactPage />],
  [PUBLIC_ROUTES.terms.path, <Pages.TermsPage />],
  [PUBLIC_ROUTES.privacy.path, <Pages.PrivacyPage />],
  [PUBLIC_ROUTES.cookies.path, <Pages.CookiesPage />],
  [PUBLIC_ROUTES.help.path, <Pages.HelpPage />],
  [PUBLIC_ROUTES.faqs.path, <Pages.FaqsPage />],
  [PUBLIC_ROUTES.volunteer.path, <Pages.VolunteerPage />],
  [PUBLIC_ROUTES.freeService.path, <Pages.FreeServicePage />],
  [FREE_SERVICE_ALIAS_PATH, <Pages.FreeServicePage />],
  [PUBLIC_ROUTES.prashikshanRojgar.path, <Pages.PrashikshanRojgarPage />],
  [PUBLIC_ROUTES.soilWaterTesting.path, <Pages.SoilWaterTestingPage />],
  [PUBLIC_ROUTES.newsletter.path, <Pages.NewsletterPage />],
];

/** Fetches the chunk of the page at a path ahead of its visit: the shell calls it on a visitor's intent. */
export const preloadPage = pagePreloader(PAGE_ROUTES);

/**
 * Every public path; the shell mounts this for any path that is not auth or dashboard. While a
 * page's chunk loads, the host's boundary around the remote waits: no boundary of its own here.
 */
export default function PublicApp() {
  useCatalog(...APP_CATALOGS);
  return (
    <Routes>
      {PAGE_ROUTES.map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
      <Route path="*" element={<Pages.NotFoundPage />} />
    </Routes>
  );
}
