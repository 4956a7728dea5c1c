/** The figures of one page on one build, and how each is read out for the table. */
import type { PageId } from './config';
import type { LighthouseFigures } from './lighthouse';
import type { LoadFigures } from './measure-bytes';
import type { SlowLoadFigures } from './live-on-slow-4g';

export interface SiteFigures {
  load: LoadFigures;
  /** None for a page without a click scenario. */
  clickToContent?: { ms: number; samples: number[] };
  lighthouse: LighthouseFigures;
  slowLoad: SlowLoadFigures;
}

export type MetricId =
  | 'jsKB'
  | 'jsBrotliKB'
  | 'scriptRequests'
  | 'requests'
  | 'clickMs'
  | 'performance'
  | 'accessibility'
  | 'bestPractices'
  | 'seo'
  | 'lcpMs'
  | 'tbtMs'
  | 'cls'
  | 'slowPaintMs'
  | 'slowLcpMs'
  | 'slowLiveMs'
  | 'slowBlockingMs';

export interface Metric {
  id: MetricId;
  label: string;
  read: (figures: SiteFigures) => number;
  decimals: number;
}

/** KB are 1000 bytes. */
const kb = (bytes: number) => bytes / 1000;

export const METRICS: readonly Metric[] = [
  { id: 'jsKB', label: 'JS on cold load, gzip as served (KB)', read: (f) => kb(f.load.jsBytes), decimals: 1 },
  { id: 'jsBrotliKB', label: 'JS on cold load, brotli as served (KB)', read: (f) => kb(f.load.jsBytesBrotli), decimals: 1 },
  { id: 'scriptRequests', label: 'script requests on cold load', read: (f) => f.load.scriptRequests, decimals: 0 },
  { id: 'requests', label: 'requests on cold load (all)', read: (f) => f.load.requests, decimals: 0 },
  { id: 'clickMs', label: 'click to content, first visit (ms)', read: (f) => f.clickToContent?.ms ?? NaN, decimals: 0 },
  { id: 'performance', label: 'Lighthouse performance', read: (f) => f.lighthouse.performance, decimals: 0 },
  { id: 'accessibility', label: 'Lighthouse accessibility', read: (f) => f.lighthouse.accessibility, decimals: 0 },
  { id: 'bestPractices', label: 'Lighthouse best practices', read: (f) => f.lighthouse.bestPractices, decimals: 0 },
  { id: 'seo', label: 'Lighthouse SEO', read: (f) => f.lighthouse.seo, decimals: 0 },
  { id: 'lcpMs', label: 'LCP (ms)', read: (f) => f.lighthouse.lcpMs, decimals: 0 },
  { id: 'tbtMs', label: 'TBT (ms)', read: (f) => f.lighthouse.tbtMs, decimals: 0 },
  { id: 'cls', label: 'CLS', read: (f) => f.lighthouse.cls, decimals: 3 },
  { id: 'slowPaintMs', label: 'first paint, slow 4G and 4x CPU applied (ms)', read: (f) => f.slowLoad.firstPaintMs, decimals: 0 },
  { id: 'slowLcpMs', label: 'LCP, slow 4G and 4x CPU applied (ms)', read: (f) => f.slowLoad.lcpMs, decimals: 0 },
  { id: 'slowLiveMs', label: 'page live, slow 4G and 4x CPU applied (ms)', read: (f) => f.slowLoad.liveMs, decimals: 0 },
  { id: 'slowBlockingMs', label: 'blocking time after first paint, slow 4G and 4x CPU applied (ms)', read: (f) => f.slowLoad.blockingMs, decimals: 0 },
];

export interface PageResult {
  page: PageId;
  path: string;
  clickScenario?: string;
  composed: SiteFigures;
  monolith: SiteFigures;
}

/** composed / monolith; undefined when the baseline is zero (nothing to compare with). */
export function ratioOf(metric: Metric, result: PageResult): number | undefined {
  const baseline = metric.read(result.monolith);
  return baseline === 0 ? undefined : metric.read(result.composed) / baseline;
}
