import { msg } from '@lingui/core/macro';
import { setupI18n, type MessageDescriptor, type Messages } from '@lingui/core';
import type { PageImage } from 'shared-contracts';
import type { Language } from 'shared-contracts/languages';
import { LINK_PREVIEW_SIZE, LINK_PREVIEWS, type LinkPreviewScene } from '../media/link-preview-catalog';
import { messages as en } from '../locales/link-previews/en.po';
import { messages as hi } from '../locales/link-previews/hi.po';
import { messages as mr } from '../locales/link-previews/mr.po';
import { publicPageAt, type PublicPage } from './page-heads';

/** What each scene shows, for people who cannot see the picture. */
const SCENE_DESCRIPTIONS: Record<LinkPreviewScene, MessageDescriptor> = {
  'paddy-fields': msg`Women walking through green paddy fields at sunrise in a Gondia village`,
  'sewing-centre': msg`Women stitching at sewing machines`,
  'village-well': msg`Women drawing water at a stone well`,
  classroom: msg`A teacher with children at a blackboard`,
  'shg-meeting': msg`A women’s self-help group meeting under a tree`,
  'soil-lab': msg`Field staff testing soil samples with flasks on a laboratory table`,
  'health-camp': msg`Families waiting outside a white medical tent with a red cross`,
  'community-meals': msg`Children and volunteers at a long table of hot meals in a village kitchen`,
  'tree-planting': msg`Villagers and a child planting saplings in a row on a field`,
  'village-market': msg`Women selling vegetables at market stalls`,
  'skill-training': msg`Three women learning at computers`,
  'water-testing': msg`Field staff taking a water sample from a stream`,
};

/**
 * The scene a link to each page shows: the one the page is about. Pages about no scene of their
 * own (policies, help, contact, the team's portraits) show the site's picture.
 */
const PAGE_SCENES: Partial<Record<PublicPage, LinkPreviewScene>> = {
  home: 'paddy-fields',
  about: 'shg-meeting',
  whoWeAre: 'village-well',
  gallery: 'village-market',
  whyDonate: 'community-meals',
  heroDonate: 'community-meals',
  birthday: 'community-meals',
  whatWeDo: 'health-camp',
  ruralDevelopment: 'village-well',
  womenEmpowerment: 'shg-meeting',
  mahilaSankranti: 'village-market',
  educationAwareness: 'classroom',
  heroMember: 'tree-planting',
  volunteer: 'tree-planting',
  events: 'shg-meeting',
  freeService: 'sewing-centre',
  prashikshanRojgar: 'skill-training',
  soilWaterTesting: 'soil-lab',
};

const CATALOGS: Record<Language, Messages> = { en, hi, mr };

/** The picture a link to the page at `path` shows, described in `language`; none for a page about no scene. */
export function linkPreviewFor(path: string, language: Language): PageImage | undefined {
  const page = publicPageAt(path);
  const scene = page && PAGE_SCENES[page];
  if (!scene) return undefined;
  const i18n = setupI18n({ locale: language, messages: { [language]: CATALOGS[language] } });
  return { url: LINK_PREVIEWS[scene], ...LINK_PREVIEW_SIZE, alt: i18n._(SCENE_DESCRIPTIONS[scene]) };
}
