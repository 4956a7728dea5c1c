import { DASHBOARD_ROLES } from './roles';
import type { TokenClaims } from './schemas/session';

const isText = (value: unknown) => typeof value === 'string';
const isTime = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

/**
 * The browser's check of a session token's claims, the same rules as tokenClaimsSchema (the API's,
 * and a test holds the two together) without zod: every page reads the token at start, and zod
 * would be the biggest part of that first download after React.
 */
export function isTokenClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    isText(claims.sub) &&
    isText(claims.email) &&
    isText(claims.name) &&
    (DASHBOARD_ROLES as readonly unknown[]).includes(claims.role) &&
    isTime(claims.iat) &&
    isTime(claims.exp)
  );
}
