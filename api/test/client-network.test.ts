import { clientNetworkOf } from '../src/security/client-network';

describe('the client an address stands for', () => {
  test('an IPv4 address is itself, also when written IPv4-mapped', () => {
    expect(clientNetworkOf('203.0.113.5')).toBe('203.0.113.5');
    expect(clientNetworkOf('::ffff:203.0.113.5')).toBe('203.0.113.5');
  });

  test('an IPv6 address is its /64, however it is written', () => {
    expect(clientNetworkOf('2001:db8:40:7::1')).toBe('2001:db8:40:7::/64');
    expect(clientNetworkOf('2001:0DB8:0040:0007:ffff:0:0:9')).toBe('2001:db8:40:7::/64');
    expect(clientNetworkOf('2001:db8:40:8::1')).not.toBe(clientNetworkOf('2001:db8:40:7::1'));
  });

  test('anything else is kept as it is', () => {
    expect(clientNetworkOf('not an address')).toBe('not an address');
  });
});
