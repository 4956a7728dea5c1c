import { PUBLIC_ROUTES } from 'shared-contracts';
import type { ImageName } from '../media/catalog';

export interface ProgrammeCard {
  title: string;
  text: string;
  image: ImageName;
  alt: string;
  path: string;
}

/** The six cards of the What We Do page, each leading to its programme. */
export const WHAT_WE_DO: readonly ProgrammeCard[] = [
  {
    title: 'Rural Development',
    text: 'Water conservation, better farming and village infrastructure, planned with each gram panchayat.',
    image: 'paddy-fields',
    alt: 'Women walking through green paddy fields',
    path: PUBLIC_ROUTES.ruralDevelopment.path,
  },
  {
    title: 'Women Empowerment',
    text: 'Self-help groups, savings, credit and small businesses run by women.',
    image: 'shg-meeting',
    alt: 'A women’s self-help group meeting under a tree',
    path: PUBLIC_ROUTES.womenEmpowerment.path,
  },
  {
    title: 'Education Awareness',
    text: 'Workshops, scholarships, teacher training and better school buildings.',
    image: 'classroom',
    alt: 'A teacher with children at a blackboard',
    path: PUBLIC_ROUTES.educationAwareness.path,
  },
  {
    title: 'Prashikshan & Rojgar',
    text: 'Skill courses and job placement for rural youth and women.',
    image: 'skill-training',
    alt: 'Three women learning at computers',
    path: PUBLIC_ROUTES.prashikshanRojgar.path,
  },
  {
    title: 'Soil & Water Testing',
    text: 'Affordable tests and advice so farmers use the right fertiliser and families drink safe water.',
    image: 'water-testing',
    alt: 'Field staff taking a water sample from a stream',
    path: PUBLIC_ROUTES.soilWaterTesting.path,
  },
  {
    title: 'Free Tailoring Machines',
    text: 'Trained women receive a sewing machine to earn from home.',
    image: 'sewing-centre',
    alt: 'Women stitching at sewing machines',
    path: PUBLIC_ROUTES.freeService.path,
  },
];
