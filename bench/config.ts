/**
 * What the benchmark measures and where: its own ports (BENCH_PORT_BASE moves them all), the
 * pages, the browser. Nothing here collides with `npm start` or the browser tests (3100+).
 */
import { sitePortsFrom } from '../scripts/lib/site-ports';

const base = Number(process.env.BENCH_PORT_BASE ?? 4700);
const { shell: composed, ...siteServers } = sitePortsFrom(base);

export const PORTS = {
  /** The composed site's shell server. */
  composed,
  ...siteServers,
  monolith: base + 50,
} as const;

export type SiteId = 'composed' | 'monolith';

export const SITE_URLS: Record<SiteId, string> = {
  composed: `http://localhost:${PORTS.composed}`,
  monolith: `http://localhost:${PORTS.monolith}`,
};

/** The admin the bench's own backend creates at start, for the dashboard measurements. */
export const ADMIN = { email: 'admin@bench.test', password: 'Bench-admin-password-1' } as const;

export type PageId = 'home' | 'contact' | 'login' | 'dashboard' | 'contactHindi';

export interface PageSpec {
  id: PageId;
  path: string;
  /** The page's <h1>: its content has arrived when this is on screen. */
  heading: string;
  asAdmin: boolean;
}

export const PAGES: readonly PageSpec[] = [
  { id: 'home', path: '/', heading: 'Empowering rural women, strengthening villages', asAdmin: false },
  { id: 'contact', path: '/contact', heading: 'Contact Us', asAdmin: false },
  { id: 'login', path: '/login', heading: 'Login', asAdmin: false },
  { id: 'dashboard', path: '/dashboard', heading: 'Admin Dashboard - Form Data', asAdmin: true },
  // A Hindi page: its catalogs and the Devanagari font on top of what /contact loads.
  { id: 'contactHindi', path: '/hi/contact', heading: 'हमसे संपर्क करें', asAdmin: false },
];

/**
 * Lighthouse runs per page and build (the median is reported); about 15 s each. Five, as on a
 * two-core machine one run's TBT of home swung between 150 and 430 ms with no change to the site.
 */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/** Loads under applied throttling per page and build (the median is reported); about 5 s each. */
export const SLOW_LOAD_RUNS = Number(process.env.BENCH_SLOW_LOAD_RUNS ?? 5);
/** Click-to-content is cheap, so it takes the median of seven fresh browsers (three swung by 80 ms). */
export const CLICK_RUNS = Number(process.env.BENCH_CLICK_RUNS ?? 7);

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Keeps Chromium quiet on a closed network, so only the site's own requests are counted. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
