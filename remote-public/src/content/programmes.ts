import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PUBLIC_ROUTES } from 'shared-contracts';
import type { ImageName } from '../media/catalog';

export interface ProgrammeCard {
  title: MessageDescriptor;
  text: MessageDescriptor;
  image: ImageName;
  alt: MessageDescriptor;
  path: string;
}

/** The six cards of the What We Do page, each leading to its programme. */
export const WHAT_WE_DO: readonly ProgrammeCard[] = [
  {
    title: msg`Rural Development`,
    text: msg`Water conservation, better farming and village infrastructure, planned with each gram panchayat.`,
    image: 'paddy-fields',
    alt: msg`Women walking through green paddy fields`,
    path: PUBLIC_ROUTES.ruralDevelopment.path,
  },
  {
    title: msg`Women Empowerment`,
    text: msg`Self-help groups, savings, credit and small businesses run by women.`,
    image: 'shg-meeting',
    alt: msg`A women’s self-help group meeting under a tree`,
    path: PUBLIC_ROUTES.womenEmpowerment.path,
  },
  {
    title: msg`Education Awareness`,
    text: msg`Workshops, scholarships, teacher training and better school buildings.`,
    image: 'classroom',
    alt: msg`A teacher with children at a blackboard`,
    path: PUBLIC_ROUTES.educationAwareness.path,
  },
  {
    title: msg`Prashikshan & Rojgar`,
    text: msg`Skill courses and job placement for rural youth and women.`,
    image: 'skill-training',
    alt: msg`Three women learning at computers`,
    path: PUBLIC_ROUTES.prashikshanRojgar.path,
  },
  {
    title: msg`Soil & Water Testing`,
    text: msg`Affordable tests and advice so farmers use the right fertiliser and families drink safe water.`,
    image: 'water-testing',
    alt: msg`Field staff taking a water sample from a stream`,
    path: PUBLIC_ROUTES.soilWaterTesting.path,
  },
  {
    title: msg`Free Tailoring Machines`,
    text: msg`Trained women receive a sewing machine to earn from home.`,
    image: 'sewing-centre',
    alt: msg`Women stitching at sewing machines`,
    path: PUBLIC_ROUTES.freeService.path,
  },
];
