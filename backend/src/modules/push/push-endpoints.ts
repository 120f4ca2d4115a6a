import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { isIPv4, isIPv6 } from 'node:net';
import { Inject, Injectable } from '@nestjs/common';
import { ApiError } from '../../common/errors/api-error.js';
import { PUSH_CONFIG, type PushConfig } from './config.js';

/** IPv4 ranges that are not public (IANA special-purpose registry), as [first address, prefix length]. */
const IPV4_NOT_PUBLIC: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

function ipv4ToInt(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

function inIpv4Range(n: number, [first, bits]: readonly [string, number]): boolean {
  const size = 2 ** (32 - bits);
  const start = ipv4ToInt(first);
  return n >= start && n < start + size;
}

function isPublicIpv4(n: number): boolean {
  return !IPV4_NOT_PUBLIC.some((range) => inIpv4Range(n, range));
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail and a zone accepted), or null. */
export function ipv6Groups(ip: string): number[] | null {
  const address = ip.replace(/%.*$/, '');
  if (!isIPv6(address)) return null;
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const n = ipv4ToInt(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((g) => parseInt(g, 16)) : [];
  const left = parse(head);
  const right = parse(tail);
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

function isPublicIpv6(g: number[]): boolean {
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 address decides.
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff)
    return isPublicIpv4(g[6] * 65536 + g[7]);
  // Only global unicast (2000::/3) is public; everything else (unspecified, loopback, IPv4-compatible,
  // NAT64, discard, unique local fc00::/7, link-local fe80::/10, site-local, multicast ff00::/8) is not.
  if ((g[0] & 0xe000) !== 0x2000) return false;
  if (g[0] === 0x2001 && g[1] < 0x200) return false; // 2001::/23 IETF protocol assignments (Teredo…)
  if (g[0] === 0x2001 && g[1] === 0xdb8) return false; // documentation
  if (g[0] === 0x2002) return false; // 6to4: tunnels to an embedded IPv4 address
  if ((g[0] & 0xfff0) === 0x3ff0) return false; // 3fff::/20 documentation
  return true;
}

/**
 * Whether an IP address is a public one: not loopback, private, link-local, carrier-grade NAT,
 * multicast, documentation or otherwise reserved, in IPv4 or IPv6 (IPv4-mapped IPv6 judged by its IPv4
 * address). Anything that is not an IP address in canonical text is not public.
 */
export function isPublicAddress(ip: string): boolean {
  if (isIPv4(ip)) return isPublicIpv4(ipv4ToInt(ip));
  const groups = ipv6Groups(ip);
  return groups ? isPublicIpv6(groups) : false;
}

/** A host's addresses, as the system resolver gives them. */
export type ResolvedAddress = LookupAddress;

/** What the server may connect to for one endpoint: the URL and the checked addresses of its host. */
export interface CheckedEndpoint {
  url: URL;
  addresses: ResolvedAddress[];
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * The one gate of the push endpoints (issue 38): a subscription's endpoint, when it is stored and again
 * before each send, must be an https: URL whose host (an IP literal in any notation the URL parser
 * reads — decimal, octal, hex, short forms like 127.1, IPv4-mapped IPv6 — or a name resolved now) has
 * only public addresses. The send then connects to those checked addresses (`pinnedLookup`), so a DNS
 * answer that changes between the check and the connection (rebinding) cannot move it. With
 * PUSH_ALLOW_PRIVATE_ENDPOINTS (never in production) http: and private addresses are allowed.
 */
@Injectable()
export class PushEndpoints {
  constructor(
    @Inject(PUSH_CONFIG) private readonly config: Pick<PushConfig, 'allowPrivateEndpoints'>,
  ) {}

  /** The system resolver (tests replace it to make a name resolve where they need). */
  async resolve(hostname: string): Promise<ResolvedAddress[]> {
    return dnsLookup(hostname, { all: true, verbatim: true });
  }

  /** The endpoint's URL and checked addresses; 400 `push_endpoint_invalid` when it must not be called. */
  async check(endpoint: string): Promise<CheckedEndpoint> {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      throw new ApiError('push_endpoint_invalid');
    }
    const allowPrivate = this.config.allowPrivateEndpoints;
    const schemes = allowPrivate ? ['https:', 'http:'] : ['https:'];
    if (!schemes.includes(url.protocol) || url.username || url.password)
      throw new ApiError('push_endpoint_invalid');
    // The URL parser has already turned every IPv4 notation into dotted decimal (127.1, 2130706433,
    // 0x7f.0.0.1, 0177.0.0.1 → 127.0.0.1); an IPv6 literal comes in brackets.
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    let addresses: ResolvedAddress[];
    if (isIPv4(host)) addresses = [{ address: host, family: 4 }];
    else if (isIPv6(host)) addresses = [{ address: host, family: 6 }];
    else {
      try {
        addresses = await this.resolve(host);
      } catch (error) {
        throw new ApiError('push_endpoint_invalid', {}, { cause: error });
      }
    }
    if (!addresses.length) throw new ApiError('push_endpoint_invalid');
    if (!allowPrivate && !addresses.every((a) => isPublicAddress(a.address)))
      throw new ApiError('push_endpoint_invalid');
    return { url, addresses };
  }

  /**
   * A `lookup` for http(s).request that answers only the checked addresses: the connection goes where
   * the check looked, whatever the DNS says by then.
   */
  static pinnedLookup(addresses: readonly ResolvedAddress[]) {
    return (_hostname: string, options: LookupOptions, callback: LookupCallback): void => {
      const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
      const usable = addresses.filter((a) => !wanted || a.family === wanted);
      if (!usable.length) {
        const error: NodeJS.ErrnoException = new Error('no checked address of this family');
        error.code = 'ENOTFOUND';
        callback(error, '');
        return;
      }
      if (options.all)
        callback(
          null,
          usable.map((a) => ({ ...a })),
        );
      else callback(null, usable[0].address, usable[0].family);
    };
  }
}
