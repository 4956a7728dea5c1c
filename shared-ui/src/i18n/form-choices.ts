import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CallBackTopic, Program } from 'shared-contracts';
import { defineCatalog } from './catalog';
import { messages } from '../locales/form-choices/en.po';

/**
 * The fixed choices of the public forms, stored as the contract names them (CALL_BACK_TOPICS,
 * PROGRAMS), as a visitor picks them and the staff read them back in the dashboard.
 */
export const CALL_BACK_TOPIC_LABELS: Record<CallBackTopic, MessageDescriptor> = {
  'Soil or water test': msg`Soil or water test`,
  'Tailoring machine': msg`Tailoring machine`,
  'A programme': msg`A programme (training, employment, women's groups)`,
  'Something else': msg`Something else`,
};

export const PROGRAM_LABELS: Record<Program, MessageDescriptor> = {
  'Skill Development': msg`Skill Development`,
  'Employment Opportunities': msg`Employment Opportunities`,
  'Guidance & Support': msg`Guidance & Support`,
};

export const formChoicesCatalog = defineCatalog(
  messages,
  {
    hi: () => import(/* webpackChunkName: "form-choices-catalog-hi" */ '../locales/form-choices/hi.po'),
    mr: () => import(/* webpackChunkName: "form-choices-catalog-mr" */ '../locales/form-choices/mr.po'),
  },
  { hi: 'form-choices-catalog-hi', mr: 'form-choices-catalog-mr' },
);
