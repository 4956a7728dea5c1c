import { config } from 'zod/mini';

// The same setting as zod.ts, for the schemas written with zod's mini API (all of the contract's
// but the runtime config's). Those import zod's functions by name or as a namespace of functions,
// so a bundle keeps only the ones used.
config({ jitless: true });
