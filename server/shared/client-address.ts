import ipaddr from 'ipaddr.js';

/**
 * The client a per-address budget counts (SEC-06): an IPv4 address as it is (also when written
 * IPv4-mapped, `::ffff:198.51.100.7`), an IPv6 address by its /64, since one line or host is
 * given a whole /64 and could take a fresh address from it for every request.
 */
export function budgetAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}
