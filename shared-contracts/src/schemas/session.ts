import './zod-mini';
import { enum as oneOf, number, object, string, type infer as Infer } from 'zod/mini';
import { DASHBOARD_ROLES } from '../roles';

/**
 * Claims of the session token (HS256 JWT, 7 days), as the API checks them. The browser reads them
 * with isTokenClaims (token-claims.ts), the same rules without zod on the first load.
 */
export const tokenClaimsSchema = object({
  sub: string(),
  email: string(),
  name: string(),
  role: oneOf(DASHBOARD_ROLES),
  iat: number(),
  exp: number(),
});
export type TokenClaims = Infer<typeof tokenClaimsSchema>;
