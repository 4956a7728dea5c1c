import { z } from 'zod/mini';

// The same setting as zod.ts, for the schemas the first page load checks with zod's mini API.
z.config({ jitless: true });

export { z };
