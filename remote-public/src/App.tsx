import { Route, Routes } from 'shared-contracts/router';
import { FREE_SERVICE_ALIAS_PATH, PUBLIC_ROUTES } from 'shared-contracts';
import { HomePage } from './pages/HomePage';
import { sharedUiCatalogs, useCatalog } from 'shared-ui/i18n';
import { commonCatalog, pageHeadsCatalog } from './locales/catalogs';
import * as Pages from './pages/lazy';

/** Which build this is: the shell hydrates this remote only into HTML rendered by the same build. */
export const build = process.env.APP_BUILD_ID ?? 'development';

/**
 * Every public path; the shell mounts this for any path that is not auth or dashboard. While a
 * page's chunk loads, the host's boundary around the remote waits: no boundary of its own here.
 */
export default function PublicApp() {
  useCatalog(commonCatalog, pageHeadsCatalog, ...sharedUiCatalogs);
  return (
    <Routes>
      <Route path={PUBLIC_ROUTES.home.path} element={<HomePage />} />
      <Route path={PUBLIC_ROUTES.about.path} element={<Pages.AboutPage />} />
      <Route path={PUBLIC_ROUTES.whoWeAre.path} element={<Pages.WhoWeArePage />} />
      <Route path={PUBLIC_ROUTES.ourTeam.path} element={<Pages.OurTeamPage />} />
      <Route path={PUBLIC_ROUTES.gallery.path} element={<Pages.GalleryPage />} />
      <Route path={PUBLIC_ROUTES.whyDonate.path} element={<Pages.DonatePage route={PUBLIC_ROUTES.whyDonate} />} />
      <Route path={PUBLIC_ROUTES.heroDonate.path} element={<Pages.DonatePage route={PUBLIC_ROUTES.heroDonate} />} />
      <Route path={PUBLIC_ROUTES.whatWeDo.path} element={<Pages.WhatWeDoPage />} />
      <Route path={PUBLIC_ROUTES.ruralDevelopment.path} element={<Pages.RuralDevelopmentPage />} />
      <Route path={PUBLIC_ROUTES.womenEmpowerment.path} element={<Pages.WomenEmpowermentPage />} />
      <Route path={PUBLIC_ROUTES.knowMore.path} element={<Pages.KnowMorePage />} />
      <Route path={PUBLIC_ROUTES.mahilaSankranti.path} element={<Pages.MahilaSasaktiPage />} />
      <Route path={PUBLIC_ROUTES.educationAwareness.path} element={<Pages.EducationAwarenessPage />} />
      <Route path={PUBLIC_ROUTES.socialMedia.path} element={<Pages.SocialMediaPage />} />
      <Route path={PUBLIC_ROUTES.heroMember.path} element={<Pages.HeroMemberPage />} />
      <Route path={PUBLIC_ROUTES.birthday.path} element={<Pages.BirthdayBlessingsPage />} />
      <Route path={PUBLIC_ROUTES.partner.path} element={<Pages.PartnerPage />} />
      <Route path={PUBLIC_ROUTES.events.path} element={<Pages.EventsPage />} />
      <Route path={PUBLIC_ROUTES.contact.path} element={<Pages.ContactPage />} />
      <Route path={PUBLIC_ROUTES.terms.path} element={<Pages.TermsPage />} />
      <Route path={PUBLIC_ROUTES.privacy.path} element={<Pages.PrivacyPage />} />
      <Route path={PUBLIC_ROUTES.cookies.path} element={<Pages.CookiesPage />} />
      <Route path={PUBLIC_ROUTES.help.path} element={<Pages.HelpPage />} />
      <Route path={PUBLIC_ROUTES.faqs.path} element={<Pages.FaqsPage />} />
      <Route path={PUBLIC_ROUTES.volunteer.path} element={<Pages.VolunteerPage />} />
      <Route path={PUBLIC_ROUTES.freeService.path} element={<Pages.FreeServicePage />} />
      <Route path={FREE_SERVICE_ALIAS_PATH} element={<Pages.FreeServicePage />} />
      <Route path={PUBLIC_ROUTES.prashikshanRojgar.path} element={<Pages.PrashikshanRojgarPage />} />
      <Route path={PUBLIC_ROUTES.soilWaterTesting.path} element={<Pages.SoilWaterTestingPage />} />
      <Route path={PUBLIC_ROUTES.newsletter.path} element={<Pages.NewsletterPage />} />
      <Route path="*" element={<Pages.NotFoundPage />} />
    </Routes>
  );
}
