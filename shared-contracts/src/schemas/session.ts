import { z } from './zod-mini';
import { DASHBOARD_ROLES } from '../roles';

/**
 * Claims of the session token (HS256 JWT, 7 days). Written with zod's tree-shakable mini API:
 * every page reads the token at start, so this check must not pull all of zod into the first load.
 */
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(DASHBOARD_ROLES),
  iat: z.number(),
  exp: z.number(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;
