/** Unsigned test tokens: the browser only reads the claims, the server checks signatures. */
export function makeToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export function claimsFor(role: 'user' | 'volunteer' | 'admin', expiresInSeconds = 3600) {
  const now = Math.floor(Date.now() / 1000);
  return { sub: '42', email: `${role}@example.org`, name: 'Asha', role, iat: now, exp: now + expiresInSeconds };
}
