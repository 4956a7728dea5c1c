import { z } from './schemas/zod';
import siteMap from '../site-map.json';
import type { RemoteName } from './routes';

/**
 * What the shell's server tells the browser at start (written into each page, and at `/remotes.json`), so no remote URL,
 * API address or payment detail is baked into a build. The server's tests hold its output to
 * this schema; the browser does not parse it with zod, which would weigh on the first load.
 */

export const runtimeConfigSchema = z.object({
  remotes: z.array(z.object({ name: z.enum(Object.keys(siteMap.remotes) as [RemoteName, ...RemoteName[]]), entry: z.string() })),
  apiBase: z.string(),
  siteUrl: z.string(),
  donation: z.object({
    upiId: z.string(),
    payeeName: z.string(),
    bank: z.object({
      accountName: z.string(),
      accountNumber: z.string(),
      ifsc: z.string(),
      bankName: z.string(),
      branch: z.string(),
    }),
    fcraBank: z.object({
      accountName: z.string(),
      accountNumber: z.string(),
      ifsc: z.string(),
      swift: z.string(),
      bankName: z.string(),
      branch: z.string(),
    }),
    /** True when any detail is a built-in sample (development): the page must say so. */
    sample: z.boolean(),
  }),
  /** The charity's registrations donors look for (income-tax 80G and 12A, CSR-1, FCRA). */
  registrations: z.object({
    section80G: z.string(),
    section12A: z.string(),
    csr1: z.string(),
    fcra: z.string(),
    sample: z.boolean(),
  }),
  /** The charity's WhatsApp number, country code first, digits only; null: no chat link. */
  whatsapp: z.string().regex(/^\d{10,15}$/).nullable(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

