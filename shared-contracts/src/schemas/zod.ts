import { z } from 'zod';

// zod would probe `new Function` to compile faster parsers; the site's Content-Security-Policy
// forbids eval, and the probe alone shows up as a policy violation in every browser. Schemas
// import `z` from here (the runtime config's, read by the server) or load zod-mini.ts (all the
// others), so the setting holds whichever schema a bundle keeps.
z.config({ jitless: true });

export { z };
