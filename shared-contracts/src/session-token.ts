import { jwtDecode } from 'jwt-decode';
import type { SessionUser } from './host-context';
import { tokenClaimsSchema } from './schemas/session';

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
  const parsed = tokenClaimsSchema.safeParse(claims);
  if (!parsed.success) return { kind: 'invalid' };
  if (parsed.data.exp * 1000 < nowMs) return { kind: 'expired' };
  const { sub, email, name, role, exp } = parsed.data;
  return { kind: 'valid', user: { id: sub, email, name, role, exp } };
}
