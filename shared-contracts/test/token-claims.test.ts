import { isTokenClaims, tokenClaimsSchema } from '../src';

const valid = { sub: '7', email: 'a@example.org', name: 'Asha', role: 'volunteer', iat: 1700000000, exp: 1700604800 };

const samples: unknown[] = [
  valid,
  { ...valid, role: 'admin' },
  { ...valid, extra: 'ignored' },
  { ...valid, role: 'owner' },
  { ...valid, sub: 7 },
  { ...valid, email: undefined },
  { ...valid, name: null },
  { ...valid, exp: '1700604800' },
  { ...valid, iat: Number.NaN },
  { ...valid, exp: Number.POSITIVE_INFINITY },
  null,
  'token',
  [],
];

test("the browser's claims check agrees with the API's schema on every sample", () => {
  for (const sample of samples) {
    expect([sample, isTokenClaims(sample)]).toEqual([sample, tokenClaimsSchema.safeParse(sample).success]);
  }
  expect(isTokenClaims(valid)).toBe(true);
  expect(isTokenClaims({ ...valid, role: 'owner' })).toBe(false);
});
