import { lazy, type ComponentType } from 'react';

/** Each page is its own chunk, so a visitor on a slow network downloads only the page they open. */
function page<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }));
}

export const AboutPage = page(() => import('./AboutPage').then((m) => m.AboutPage));
export const WhoWeArePage = page(() => import('./WhoWeArePage').then((m) => m.WhoWeArePage));
export const OurTeamPage = page(() => import('./OurTeamPage').then((m) => m.OurTeamPage));
export const GalleryPage = page(() => import('./GalleryPage').then((m) => m.GalleryPage));
export const DonatePage = page(() => import('./DonatePage').then((m) => m.DonatePage));
export const WhatWeDoPage = page(() => import('./WhatWeDoPage').then((m) => m.WhatWeDoPage));
export const RuralDevelopmentPage = page(() => import('./RuralDevelopmentPage').then((m) => m.RuralDevelopmentPage));
export const WomenEmpowermentPage = page(() => import('./WomenEmpowermentPage').then((m) => m.WomenEmpowermentPage));
export const KnowMorePage = page(() => import('./KnowMorePage').then((m) => m.KnowMorePage));
export const MahilaSasaktiPage = page(() => import('./MahilaSasaktiPage').then((m) => m.MahilaSasaktiPage));
export const EducationAwarenessPage = page(() => import('./EducationAwarenessPage').then((m) => m.EducationAwarenessPage));
export const SocialMediaPage = page(() => import('./SocialMediaPage').then((m) => m.SocialMediaPage));
export const HeroMemberPage = page(() => import('./HeroMemberPage').then((m) => m.HeroMemberPage));
export const BirthdayBlessingsPage = page(() => import('./BirthdayBlessingsPage').then((m) => m.BirthdayBlessingsPage));
export const PartnerPage = page(() => import('./PartnerPage').then((m) => m.PartnerPage));
export const EventsPage = page(() => import('./EventsPage').then((m) => m.EventsPage));
export const ContactPage = page(() => import('./ContactPage').then((m) => m.ContactPage));
export const TermsPage = page(() => import('./TermsPage').then((m) => m.TermsPage));
export const PrivacyPage = page(() => import('./PrivacyPage').then((m) => m.PrivacyPage));
export const CookiesPage = page(() => import('./CookiesPage').then((m) => m.CookiesPage));
export const HelpPage = page(() => import('./HelpPage').then((m) => m.HelpPage));
export const FaqsPage = page(() => import('./FaqsPage').then((m) => m.FaqsPage));
export const VolunteerPage = page(() => import('./VolunteerPage').then((m) => m.VolunteerPage));
export const FreeServicePage = page(() => import('./FreeServicePage').then((m) => m.FreeServicePage));
export const PrashikshanRojgarPage = page(() => import('./PrashikshanRojgarPage').then((m) => m.PrashikshanRojgarPage));
export const SoilWaterTestingPage = page(() => import('./SoilWaterTestingPage').then((m) => m.SoilWaterTestingPage));
export const NotFoundPage = page(() => import('./NotFoundPage').then((m) => m.NotFoundPage));
