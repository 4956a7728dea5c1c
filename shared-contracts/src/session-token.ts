import { jwtDecode } from 'jwt-decode';
import type { SessionUser } from './host-context';
import { isTokenClaims } from './token-claims';

export type TokenReading =
  | { kind: 'valid'; user: SessionUser }
  | { kind: 'expired' }
  | { kind: 'invalid' };

/**
 * Reads a session token in the browser (spec §4). The signature is the server's business; the
 * browser only needs the claims and whether they are still current.
 */
export function readSessionToken(token: string, nowMs: number = Date.now()): TokenReading {
  let claims: unknown;
  try {
    claims = jwtDecode(token);
  } catch {
    return { kind: 'invalid' };
  }
  if (!isTokenClaims(claims)) return { kind: 'invalid' };
  if (claims.exp * 1000 < nowMs) return { kind: 'expired' };
  const { sub, email, name, role, exp } = claims;
  return { kind: 'valid', user: { id: sub, email, name, role, exp } };
}
