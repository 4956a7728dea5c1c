import ipaddr from 'ipaddr.js';

/**
 * The prefix a mobile network gives one phone on IPv6, and the smallest a home gets (often a /56,
 * RFC 6177): every address in it is one client's. Not wider: on mobile networks the phones of one
 * prefix wider than a /64 are different people, who would share each other's limits.
 */
const IPV6_CLIENT_PREFIX = 64;

/**
 * The client a request's address stands for, as the per-client limits count it: an IPv4 address
 * itself (also written IPv4-mapped, `::ffff:1.2.3.4`), and an IPv6 address's /64, since one
 * household may use any of its 2^64 addresses and would otherwise get a fresh allowance with each.
 */
export function clientNetworkOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${IPV6_CLIENT_PREFIX}`).toString()}/${IPV6_CLIENT_PREFIX}`;
}
