import { lookup } from 'node:dns/promises';

import ipaddr from 'ipaddr.js';

import { isDemoProject } from '../config';

/**
 * Where webhook endpoints may point. `production`: https, and only addresses of the public internet. `development`
 * (a `demo-*` project or the embedded database): also http to this machine's loopback, so a partner backend running
 * beside `npm start` hears its events; never another private, link-local or metadata address.
 */
export type EndpointPolicy = 'production' | 'development';

/** A URL refused as a webhook endpoint, with a message an operator can act on. */
export class EndpointUrlError extends Error {
  readonly kind = 'EndpointUrlError';
}

export function isEndpointUrlError(error: unknown): error is EndpointUrlError {
  return (error as { kind?: unknown } | null)?.kind === 'EndpointUrlError';
}

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * The IPv4 address an IPv6 one carries and is routed to: IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::/96, which
 * an IPv6-only network's DNS64 answers for public IPv4 hosts). Other IPv6 forms that embed IPv4 (6to4, Teredo,
 * RFC 6145) are refused outright: no partner's endpoint needs them.
 */
function routedAddress(address: Address): Address {
  if (address.kind() === 'ipv6') {
    const v6 = address as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return v6.toIPv4Address();
    if (v6.match(ipaddr.IPv6.parse('64:ff9b::'), 96)) {
      const [, , , , , , high, low] = v6.parts;
      return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
    }
  }
  return address;
}

/** Why `text` (an IP address) may not receive webhooks under `policy`, or null when it may. */
export function refusedAddress(text: string, policy: EndpointPolicy): string | null {
  if (!ipaddr.isValid(text)) return `"${text}" is not an IP address`;
  const address = routedAddress(ipaddr.parse(text));
  const range = address.range();
  // ipaddr.js names every special-purpose range; what is left ("unicast") is the public internet.
  if (range === 'unicast') return null;
  if (range === 'loopback' && policy === 'development') return null;
  return `${text} is a ${range} address, not one of the public internet`;
}

export interface CheckedEndpoint {
  url: URL;
  /** Every address the host resolved to when checked, all of them allowed. */
  addresses: string[];
}

type Lookup = (hostname: string) => Promise<string[]>;

const lookupAll: Lookup = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Checks a webhook endpoint's URL against server-side request forgery: a URL (http or https, https only in
 * production), no credentials in it, and a host whose every address, as resolved now (IPv4 and IPv6), is public, or
 * loopback in development. A host that resolves to one private address among public ones is refused: which one a
 * delivery would reach is the resolver's choice. Delivery must connect to a checked address, not resolve again.
 */
export async function checkEndpointUrl(
  text: string,
  policy: EndpointPolicy,
  resolve: Lookup = lookupAll,
): Promise<CheckedEndpoint> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new EndpointUrlError(
      `"${text}" is not a URL: give the endpoint's full address, e.g. https://example.com/hooks`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new EndpointUrlError(`${url.protocol} URLs cannot receive webhooks: use https://`);
  }
  if (url.username || url.password) {
    throw new EndpointUrlError('The URL carries a user name or password: endpoints authenticate us by the signature');
  }
  // The URL parser has already turned every spelling of an address (decimal, hex, short forms) into its usual one.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (ipaddr.isValid(host)) addresses = [host];
  else {
    addresses = await resolve(host).catch((error: { code?: string }) => {
      throw new EndpointUrlError(`${host} could not be resolved (${error.code ?? 'no answer'})`);
    });
    if (addresses.length === 0) throw new EndpointUrlError(`${host} resolves to no address`);
  }
  for (const address of addresses) {
    const reason = refusedAddress(address, policy);
    if (reason !== null) {
      const via = address === host ? '' : ` (${host} resolves to it)`;
      const allowed = policy === 'production' ? '' : ' (or loopback, in development)';
      throw new EndpointUrlError(`Refused: ${reason}${via}. Endpoints must be public${allowed}.`);
    }
  }
  const loopbackOnly = addresses.every((address) => routedAddress(ipaddr.parse(address)).range() === 'loopback');
  if (url.protocol === 'http:' && !(policy === 'development' && loopbackOnly)) {
    throw new EndpointUrlError(
      policy === 'production'
        ? 'Endpoints must use https:// (http is allowed only for loopback in development)'
        : 'http:// is allowed only for loopback endpoints (localhost, 127.0.0.1, [::1]); use https://',
    );
  }
  return { url, addresses };
}

/** Development is a `demo-*` project (the emulator's) or the embedded database, which production never runs on. */
export function endpointPolicyFor(projectId: string, databaseUrl: string | undefined): EndpointPolicy {
  return isDemoProject(projectId) || !databaseUrl ? 'development' : 'production';
}
