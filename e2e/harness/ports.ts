/**
 * The composed site under test runs on its own ports, so a developer's `npm start` can keep
 * running; E2E_PORT_BASE moves the whole set (two runs at once need two bases).
 */
import { sitePortsFrom } from '../../scripts/lib/site-ports';

const base = Number(process.env.E2E_PORT_BASE ?? 3100);
const site = sitePortsFrom(base);
/** The first port after the site's own, for the processes tests add. */
const extra = site.api + 1;

export const PORTS = {
  ...site,
  /** Extra copies of a remote that a test starts (deploy drill, compatibility). */
  extraRemotes: [extra, extra + 1, extra + 2],
  /** A second backend and shell server with tight limits (the edge's client-address test). */
  limitedApi: extra + 3,
  limitedShell: extra + 4,
  smtp: base + 25,
} as const;

export const BASE_URL = `http://localhost:${PORTS.shell}`;

export const ADMIN = { email: 'admin@e2e.test', password: 'Admin-e2e-password-1' } as const;

/** The charity's WhatsApp number as the site under test is configured with it, and as its links carry it. */
export const WHATSAPP = { configured: '+91 98765 43210', inLinks: '919876543210' } as const;
