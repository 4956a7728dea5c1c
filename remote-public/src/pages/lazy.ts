import { lazyPage } from 'shared-ui';

// Each page is its own chunk, named after the page (see lazyPage).

export const AboutPage = lazyPage('about-page', () => import(/* webpackChunkName: "about-page" */ './AboutPage').then((m) => m.AboutPage));
export const WhoWeArePage = lazyPage('who-we-are-page', () => import(/* webpackChunkName: "who-we-are-page" */ './WhoWeArePage').then((m) => m.WhoWeArePage));
export const OurTeamPage = lazyPage('our-team-page', () => import(/* webpackChunkName: "our-team-page" */ './OurTeamPage').then((m) => m.OurTeamPage));
export const GalleryPage = lazyPage('gallery-page', () => import(/* webpackChunkName: "gallery-page" */ './GalleryPage').then((m) => m.GalleryPage));
export const DonatePage = lazyPage('donate-page', () => import(/* webpackChunkName: "donate-page" */ './DonatePage').then((m) => m.DonatePage));
export const WhatWeDoPage = lazyPage('what-we-do-page', () => import(/* webpackChunkName: "what-we-do-page" */ './WhatWeDoPage').then((m) => m.WhatWeDoPage));
export const RuralDevelopmentPage = lazyPage('rural-development-page', () => import(/* webpackChunkName: "rural-development-page" */ './RuralDevelopmentPage').then((m) => m.RuralDevelopmentPage));
export const WomenEmpowermentPage = lazyPage('women-empowerment-page', () => import(/* webpackChunkName: "women-empowerment-page" */ './WomenEmpowermentPage').then((m) => m.WomenEmpowermentPage));
export const KnowMorePage = lazyPage('know-more-page', () => import(/* webpackChunkName: "know-more-page" */ './KnowMorePage').then((m) => m.KnowMorePage));
export const MahilaSasaktiPage = lazyPage('mahila-sasakti-page', () => import(/* webpackChunkName: "mahila-sasakti-page" */ './MahilaSasaktiPage').then((m) => m.MahilaSasaktiPage));
export const EducationAwarenessPage = lazyPage('education-awareness-page', () => import(/* webpackChunkName: "education-awareness-page" */ './EducationAwarenessPage').then((m) => m.EducationAwarenessPage));
export const SocialMediaPage = lazyPage('social-media-page', () => import(/* webpackChunkName: "social-media-page" */ './SocialMediaPage').then((m) => m.SocialMediaPage));
export const HeroMemberPage = lazyPage('hero-member-page', () => import(/* webpackChunkName: "hero-member-page" */ './HeroMemberPage').then((m) => m.HeroMemberPage));
export const BirthdayBlessingsPage = lazyPage('birthday-blessings-page', () => import(/* webpackChunkName: "birthday-blessings-page" */ './BirthdayBlessingsPage').then((m) => m.BirthdayBlessingsPage));
export const PartnerPage = lazyPage('partner-page', () => import(/* webpackChunkName: "partner-page" */ './PartnerPage').then((m) => m.PartnerPage));
export const EventsPage = lazyPage('events-page', () => import(/* webpackChunkName: "events-page" */ './EventsPage').then((m) => m.EventsPage));
export const ContactPage = lazyPage('contact-page', () => import(/* webpackChunkName: "contact-page" */ './ContactPage').then((m) => m.ContactPage));
export const TermsPage = lazyPage('terms-page', () => import(/* webpackChunkName: "terms-page" */ './TermsPage').then((m) => m.TermsPage));
export const PrivacyPage = lazyPage('privacy-page', () => import(/* webpackChunkName: "privacy-page" */ './PrivacyPage').then((m) => m.PrivacyPage));
export const CookiesPage = lazyPage('cookies-page', () => import(/* webpackChunkName: "cookies-page" */ './CookiesPage').then((m) => m.CookiesPage));
export const HelpPage = lazyPage('help-page', () => import(/* webpackChunkName: "help-page" */ './HelpPage').then((m) => m.HelpPage));
export const FaqsPage = lazyPage('faqs-page', () => import(/* webpackChunkName: "faqs-page" */ './FaqsPage').then((m) => m.FaqsPage));
export const VolunteerPage = lazyPage('volunteer-page', () => import(/* webpackChunkName: "volunteer-page" */ './VolunteerPage').then((m) => m.VolunteerPage));
export const FreeServicePage = lazyPage('free-service-page', () => import(/* webpackChunkName: "free-service-page" */ './FreeServicePage').then((m) => m.FreeServicePage));
export const PrashikshanRojgarPage = lazyPage('prashikshan-rojgar-page', () => import(/* webpackChunkName: "prashikshan-rojgar-page" */ './PrashikshanRojgarPage').then((m) => m.PrashikshanRojgarPage));
export const SoilWaterTestingPage = lazyPage('soil-water-testing-page', () => import(/* webpackChunkName: "soil-water-testing-page" */ './SoilWaterTestingPage').then((m) => m.SoilWaterTestingPage));
export const NewsletterPage = lazyPage('newsletter-page', () => import(/* webpackChunkName: "newsletter-page" */ './NewsletterPage').then((m) => m.NewsletterPage));
export const NotFoundPage = lazyPage('not-found-page', () => import(/* webpackChunkName: "not-found-page" */ './NotFoundPage').then((m) => m.NotFoundPage));
