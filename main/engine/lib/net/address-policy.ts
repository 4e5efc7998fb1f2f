/**
 * Where a server may send requests a client asked for (webhooks): on a team server any person's key could otherwise
 * aim the server at its own network (the database, a cloud metadata address, an admin page on loopback). Private,
 * loopback, link-local and other non-public addresses are refused unless the operator allowed them by name or range;
 * a name is judged by every address it resolves to, and the connection is made to the address that was judged (the
 * `lookup` below), so a name that answers differently the second time (DNS rebinding) cannot slip through.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

export interface AddressPolicy {
  /** Whether addresses outside the public internet may be reached (the desktop engine: yes). */
  allowPrivate: boolean;
  /** Host names, addresses and CIDR ranges the operator allows all the same (`--webhook-allow`). */
  allow: readonly string[];
}

export const OPEN_POLICY: AddressPolicy = { allowPrivate: true, allow: [] };

/**
 * Ranges that are not the public internet (IANA special-purpose registries, v4 and v6). IPv4-mapped IPv6 addresses
 * are judged as the IPv4 address they carry (unmapped below): BlockList matches an IPv4 address against mapped
 * IPv6 ranges too, so `::ffff:0:0/96` here would take every IPv4 address for private.
 */
function privateRanges(): BlockList {
  const list = new BlockList();
  for (const [net, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ] as const)
    list.addSubnet(net, prefix, 'ipv4');
  for (const [net, prefix] of [
    ['::', 128],
    ['::1', 128],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
  ] as const)
    list.addSubnet(net, prefix, 'ipv6');
  return list;
}

const PRIVATE = privateRanges();

function family(address: string): 'ipv4' | 'ipv6' {
  return isIP(address) === 6 ? 'ipv6' : 'ipv4';
}

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) is judged as the IPv4 address it is. */
function unmapped(address: string): string {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return match?.[1] ?? address;
}

export function isPrivateAddress(address: string): boolean {
  const plain = unmapped(address);
  return PRIVATE.check(plain, family(plain));
}

function allowedRanges(allow: readonly string[]): { names: Set<string>; ranges: BlockList } {
  const names = new Set<string>();
  const ranges = new BlockList();
  for (const entry of allow) {
    const [net, prefix] = entry.split('/');
    if (net && isIP(net)) {
      if (prefix === undefined) ranges.addAddress(net, family(net));
      else ranges.addSubnet(net, Number(prefix), family(net));
    } else names.add(entry.toLowerCase());
  }
  return { names, ranges };
}

/** A policy's check of one host and the addresses it resolved to: the reason it is refused, or null. */
export function refusalFor(policy: AddressPolicy, host: string, addresses: readonly string[]): string | null {
  if (policy.allowPrivate) return null;
  const { names, ranges } = allowedRanges(policy.allow);
  if (names.has(host.toLowerCase())) return null;
  for (const address of addresses) {
    const plain = unmapped(address);
    if (isPrivateAddress(plain) && !ranges.check(plain, family(plain))) {
      return `${host} is ${host === plain ? 'an address' : `at ${plain}`} inside a private or local network, which this server does not send to; its operator can allow it (--webhook-allow).`;
    }
  }
  return null;
}

/** Every address `host` resolves to (itself when it is one). */
export async function resolveAll(host: string): Promise<string[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) return [bare];
  return new Promise((resolve, reject) =>
    dnsLookup(bare, { all: true }, (err, found: LookupAddress[]) => (err ? reject(err) : resolve(found.map((entry) => entry.address)))),
  );
}

/** Refuses (throws, with the reason) a URL whose host the policy does not reach. */
export async function checkUrl(policy: AddressPolicy, url: URL): Promise<void> {
  if (policy.allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const reason = refusalFor(policy, host, await resolveAll(host));
  if (reason) throw new Error(reason);
}

/**
 * A `lookup` for http.request that answers only addresses the policy allows: the connection goes to what was judged.
 */
export function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, found: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const reason = refusalFor(
        policy,
        hostname,
        found.map((entry) => entry.address),
      );
      if (reason) return callback(Object.assign(new Error(reason), { code: 'EADDRNOTALLOWED' }), '', 0);
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, found);
      const first = found[0];
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0);
      callback(null, first.address, first.family);
    });
  };
}
