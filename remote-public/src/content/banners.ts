import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PUBLIC_ROUTES } from 'shared-contracts';
import type { ImageName } from '../media/catalog';

/** Banner slide (spec §3): id, image, link; plus the words a visitor and a screen reader need. */
export interface BannerSlide {
  id: string;
  image: ImageName;
  alt: MessageDescriptor;
  title: MessageDescriptor;
  link: string;
}

export const HOME_BANNERS: readonly BannerSlide[] = [
  {
    id: 'meals',
    image: 'community-meals',
    alt: msg`Children and volunteers at a long table of hot meals in a village kitchen`,
    title: msg`₹25 feeds a child a hot meal - give today`,
    link: PUBLIC_ROUTES.whyDonate.path,
  },
  {
    id: 'tailoring',
    image: 'sewing-centre',
    alt: msg`Two women stitching at sewing machines in a training centre`,
    title: msg`A sewing machine is a livelihood - request or donate one`,
    link: PUBLIC_ROUTES.freeService.path,
  },
  {
    id: 'volunteer',
    image: 'tree-planting',
    alt: msg`Villagers and a child planting saplings in a row on a field`,
    title: msg`Become a Hero member - volunteer with us`,
    link: PUBLIC_ROUTES.heroMember.path,
  },
];

export const EVENT_BANNERS: readonly BannerSlide[] = [
  {
    id: 'mahila-melava',
    image: 'shg-meeting',
    alt: msg`Women of self-help groups meeting in a circle under a large tree`,
    title: msg`Mahila Melava - the yearly gathering of our self-help groups`,
    link: PUBLIC_ROUTES.mahilaSankranti.path,
  },
  {
    id: 'krishi-mela',
    image: 'soil-lab',
    alt: msg`Field staff testing soil samples with flasks on a laboratory table`,
    title: msg`Krishi Mela - free soil and water testing for farmers`,
    link: PUBLIC_ROUTES.soilWaterTesting.path,
  },
  {
    id: 'health-camp',
    image: 'health-camp',
    alt: msg`Families waiting outside a white medical tent with a red cross`,
    title: msg`Arogya Shibir - village health camps`,
    link: PUBLIC_ROUTES.contact.path,
  },
];
