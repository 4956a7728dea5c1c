import { backendTrustedProxiesFrom, trustedProxiesFrom } from 'shared-contracts/trust-proxy';

describe('TRUST_PROXY', () => {
  test('names no proxy unless set', () => {
    for (const raw of [undefined, '', '  ', 'false']) expect(trustedProxiesFrom(raw)).toBe(false);
  });

  test('takes true or a list of addresses and ranges', () => {
    expect(trustedProxiesFrom('true')).toBe(true);
    expect(trustedProxiesFrom(' 10.0.0.5, 10.1.0.0/16 ,')).toEqual(['10.0.0.5', '10.1.0.0/16']);
  });

  test('refuses a hop count, which the servers would honour as trusting nobody', () => {
    expect(() => trustedProxiesFrom('1')).toThrow(/not a hop count/);
  });

  test("the backend always believes the site's server on its own machine, besides the proxies named", () => {
    expect(backendTrustedProxiesFrom(undefined)).toBe('loopback');
    expect(backendTrustedProxiesFrom('false')).toBe('loopback');
    expect(backendTrustedProxiesFrom('10.0.0.5')).toEqual(['loopback', '10.0.0.5']);
    expect(backendTrustedProxiesFrom('true')).toBe(true);
  });
});
