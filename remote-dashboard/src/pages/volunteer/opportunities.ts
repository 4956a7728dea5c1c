import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The charity's regular volunteering programmes; each runs on a fixed weekday of every month. */
export interface Opportunity {
  title: MessageDescriptor;
  place: MessageDescriptor;
  description: MessageDescriptor;
  /** 1 = first, 2 = second ... of the month. */
  weekOfMonth: 1 | 2 | 3 | 4;
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
  /** `10:00-16:00`, 24-hour clock. */
  time: string;
}

export const OPPORTUNITIES: readonly Opportunity[] = [
  {
    title: msg`Tailoring training camp`,
    place: msg`Gram Panchayat hall, Tiroda`,
    description: msg`Help women learn to operate and maintain donated tailoring machines; bring patience, no sewing skills needed.`,
    weekOfMonth: 1,
    weekday: 6,
    time: '10:00-16:00',
  },
  {
    title: msg`Soil testing drive`,
    place: msg`Krishi Vigyan Kendra grounds, Goregaon`,
    description: msg`Collect and label soil samples with farmers and explain the test reports they receive.`,
    weekOfMonth: 2,
    weekday: 0,
    time: '08:00-13:00',
  },
  {
    title: msg`School awareness session`,
    place: msg`Zilla Parishad schools, Arjuni Morgaon`,
    description: msg`Run short sessions on hygiene, safe water and girls’ education with our field team.`,
    weekOfMonth: 3,
    weekday: 5,
    time: '11:00-14:00',
  },
  {
    title: msg`Self-help group meeting support`,
    place: msg`Community centre, Gondia city`,
    description: msg`Keep records and help with simple book-keeping for women’s self-help groups.`,
    weekOfMonth: 4,
    weekday: 3,
    time: '15:00-18:00',
  },
];

function occurrenceIn(year: number, month: number, weekOfMonth: number, weekday: number): Date {
  const first = new Date(year, month, 1);
  const offset = (weekday - first.getDay() + 7) % 7;
  return new Date(year, month, 1 + offset + (weekOfMonth - 1) * 7);
}

/** The next date (today included) on which the programme runs. */
export function nextDateOf(opportunity: Pick<Opportunity, 'weekOfMonth' | 'weekday'>, today: Date): Date {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const thisMonth = occurrenceIn(start.getFullYear(), start.getMonth(), opportunity.weekOfMonth, opportunity.weekday);
  if (thisMonth >= start) return thisMonth;
  return occurrenceIn(start.getFullYear(), start.getMonth() + 1, opportunity.weekOfMonth, opportunity.weekday);
}
