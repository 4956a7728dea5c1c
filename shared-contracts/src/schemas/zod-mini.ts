import { config } from 'zod/mini';

// The same setting as zod.ts, for the schemas the first page load checks with zod's mini API.
// Those import zod's functions by name (not the `z` namespace), so a bundle keeps only the ones used.
config({ jitless: true });
