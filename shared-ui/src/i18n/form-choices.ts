import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CallBackTopic, Program } from 'shared-contracts';
import { defineCatalog } from './catalog';
import { messages } from '../locales/form-choices/en.po';

/**
 * The fixed choices of the public forms, stored as the contract names them (CALL_BACK_TOPICS,
 * PROGRAMS), as a visitor picks them and the staff read them back in the dashboard. Each wording's
 * id is the stored value itself, so the API finds entries by a choice's wording in any language
 * (api/src/search/choice-wordings.ts) straight from these catalogs.
 */
export const CALL_BACK_TOPIC_LABELS: Record<CallBackTopic, MessageDescriptor> = {
  'Soil or water test': msg({ id: 'Soil or water test', message: 'Soil or water test' }),
  'Tailoring machine': msg({ id: 'Tailoring machine', message: 'Tailoring machine' }),
  'A programme': msg({ id: 'A programme', message: "A programme (training, employment, women's groups)" }),
  'Something else': msg({ id: 'Something else', message: 'Something else' }),
};

export const PROGRAM_LABELS: Record<Program, MessageDescriptor> = {
  'Skill Development': msg({ id: 'Skill Development', message: 'Skill Development' }),
  'Employment Opportunities': msg({ id: 'Employment Opportunities', message: 'Employment Opportunities' }),
  'Guidance & Support': msg({ id: 'Guidance & Support', message: 'Guidance & Support' }),
};

export const formChoicesCatalog = defineCatalog(
  messages,
  {
    hi: () => import(/* webpackChunkName: "form-choices-catalog-hi" */ '../locales/form-choices/hi.po'),
    mr: () => import(/* webpackChunkName: "form-choices-catalog-mr" */ '../locales/form-choices/mr.po'),
  },
  { hi: 'form-choices-catalog-hi', mr: 'form-choices-catalog-mr' },
);
