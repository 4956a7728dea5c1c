/** The budgets, checked against the composed site (the monolith is the baseline). */
import type { PageId } from './config';
import { METRICS, ratioOf, type MetricId, type PageResult } from './metrics';

interface Budget {
  page: PageId;
  metric: MetricId;
  /** 'max'/'min' bound the composed figure; 'ratioMax' bounds composed / monolith. */
  kind: 'max' | 'min' | 'ratioMax';
  limit: number;
}

const LIGHTHOUSE_PAGES: readonly PageId[] = ['home', 'contact', 'login'];

export const BUDGETS: readonly Budget[] = [
  { page: 'home', metric: 'jsKB', kind: 'max', limit: 140 },
  { page: 'home', metric: 'jsKB', kind: 'ratioMax', limit: 1.15 },
  ...LIGHTHOUSE_PAGES.flatMap((page): Budget[] => [
    { page, metric: 'performance', kind: 'min', limit: 95 },
    { page, metric: 'accessibility', kind: 'min', limit: 100 },
    { page, metric: 'bestPractices', kind: 'min', limit: 100 },
    { page, metric: 'seo', kind: 'min', limit: 100 },
    { page, metric: 'lcpMs', kind: 'max', limit: 1800 },
    { page, metric: 'tbtMs', kind: 'max', limit: 200 },
    { page, metric: 'cls', kind: 'max', limit: 0.02 },
  ]),
  // Hindi and Marathi: the Devanagari font arrives without shifting the page.
  { page: 'contactHindi', metric: 'cls', kind: 'max', limit: 0.02 },
  // First visit to another remote's route, reached by a header link.
  { page: 'login', metric: 'clickMs', kind: 'max', limit: 150 },
  { page: 'home', metric: 'clickMs', kind: 'max', limit: 150 },
];

export interface BudgetCheck extends Budget {
  measured: number;
  pass: boolean;
  text: string;
}

export function checkBudgets(results: readonly PageResult[]): BudgetCheck[] {
  return BUDGETS.map((budget) => {
    const result = results.find((r) => r.page === budget.page)!;
    const metric = METRICS.find((m) => m.id === budget.metric)!;
    const measured = budget.kind === 'ratioMax' ? (ratioOf(metric, result) ?? NaN) : metric.read(result.composed);
    const pass = budget.kind === 'min' ? measured >= budget.limit : measured <= budget.limit;
    const bound = budget.kind === 'min' ? '≥' : '≤';
    const text = budget.kind === 'ratioMax' ? `${bound} ${budget.limit} × monolith` : `${bound} ${budget.limit}`;
    return { ...budget, measured, pass, text };
  });
}
