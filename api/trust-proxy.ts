// How far TRUST_PROXY may reach (docs/deployment.md, "Behind a proxy"). Every address it trusts
// may name the visitor in X-Forwarded-For, so a trusted range that holds hosts other than the
// operator's own proxies lets each of them pick any address and escape the rate limit. By
// default (TRUST_PROXY_SCOPE=private) an entry must be one address, or a subnet inside one
// private, link-local or loopback network (the ones Express names `uniquelocal`, `linklocal` and
// `loopback`), and a hop count at most MAX_HOPS; TRUST_PROXY_SCOPE=all accepts public ranges and
// longer hop counts, for an operator who names a CDN's published ranges on purpose.
import { BlockList, isIP } from 'node:net';

export const TRUST_PROXY_SCOPES = ['private', 'all'] as const;
export type TrustProxyScope = (typeof TRUST_PROXY_SCOPES)[number];

/** A CDN, a load balancer and an ingress are three hops; more is room, not a real chain. */
export const MAX_HOPS = 5;

type Family = 'ipv4' | 'ipv6';
const PRIVATE_NETWORKS: [address: string, prefix: number, family: Family][] = [
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['::1', 128, 'ipv6'],
];

/** An IPv4-mapped IPv6 subnet (`::ffff:10.0.0.0/104`, `::ffff:0:0/96`) as the IPv4 subnet it is. */
function unmapped(address: string, prefix: number, family: Family): [string, number, Family] {
  if (family === 'ipv4' || prefix < 96) return [address, prefix, family];
  const hostname = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(hostname);
  if (!mapped) return [address, prefix, family];
  const [high, low] = [parseInt(mapped[1]!, 16), parseInt(mapped[2]!, 16)];
  return [[high >> 8, high & 255, low >> 8, low & 255].join('.'), prefix - 96, 'ipv4'];
}

/** Whether `address/prefix` lies inside one private, link-local or loopback network. */
function insidePrivateNetwork(address: string, prefix: number, family: Family): boolean {
  return PRIVATE_NETWORKS.some(([network, networkPrefix, networkFamily]) => {
    if (networkFamily !== family || prefix < networkPrefix) return false;
    const list = new BlockList();
    list.addSubnet(network, networkPrefix, family);
    return list.check(address, family);
  });
}

/**
 * Why `address/prefix` (prefix already checked to be in range) may not be trusted under `scope`,
 * or undefined. A range covering every address is refused under any scope.
 */
export function rangeProblem(entry: string, address: string, prefix: number | undefined, scope: TrustProxyScope): string | undefined {
  const family: Family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
  const [plain, plainPrefix, plainFamily] = unmapped(address, prefix ?? (family === 'ipv4' ? 32 : 128), family);
  if (plainPrefix === 0) return `"${entry}" trusts every address, so any visitor could pick their own; name the proxies' subnets`;
  const single = plainPrefix === (plainFamily === 'ipv4' ? 32 : 128);
  if (scope === 'all' || single || insidePrivateNetwork(plain, plainPrefix, plainFamily)) return undefined;
  return `"${entry}" reaches beyond a private or loopback network, so hosts that are not your proxies could pick any visitor's address; name the proxies' own addresses or private subnets, or set TRUST_PROXY_SCOPE=all to trust a public range on purpose`;
}

/** Why a hop count may not be trusted under `scope`, or undefined. */
export function hopsProblem(hops: number, scope: TrustProxyScope): string | undefined {
  if (scope === 'all' || hops <= MAX_HOPS) return undefined;
  return `${hops} hops is more proxies than any chain in front of an API (at most ${MAX_HOPS}); set TRUST_PROXY_SCOPE=all if there really are that many`;
}
