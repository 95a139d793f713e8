import { lookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';

import { refusedAddress, type EndpointPolicy } from './endpointUrl';

/** The endpoint's host resolved to (or is) an address it may not reach under the policy. */
class AddressRefused extends Error {
  readonly code = 'EADDRESSREFUSED';
}

/**
 * Resolves as Node does, then refuses the connection when any address is not allowed: the address checked is the one
 * connected to, so a name that resolves elsewhere after `webhooks add` checked it reaches no private service.
 */
const checkedLookup =
  (policy: EndpointPolicy): LookupFunction =>
  (hostname, options, callback) =>
    lookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (found.some(({ address }) => refusedAddress(address, policy) !== null)) {
        return callback(new AddressRefused('address refused'), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, found);
      callback(null, found[0].address, found[0].family);
    });

export type EndpointOutcome = { status: number | null; error: string | null };

/**
 * POSTs `body` to the endpoint and answers its HTTP status, or why there was none; redirects are not followed (the
 * URL is the one checked). Never throws.
 */
export function postToEndpoint(
  url: string,
  headers: Record<string, string>,
  body: string,
  { policy, timeoutMs }: { policy: EndpointPolicy; timeoutMs: number },
): Promise<EndpointOutcome> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
    const production = policy === 'production';
    if ((isIP(host) && refusedAddress(host, policy) !== null) || (production && target.protocol !== 'https:')) {
      return resolve({ status: null, error: 'address refused' });
    }
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(target, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      lookup: checkedLookup(policy),
      signal: AbortSignal.timeout(timeoutMs),
    });
    request.on('response', (response) => {
      response.resume();
      const status = response.statusCode ?? 0;
      resolve({ status, error: status >= 200 && status < 300 ? null : `answered ${status}` });
    });
    request.on('error', (error: Error & { code?: string }) => {
      if (error instanceof AddressRefused) return resolve({ status: null, error: 'address refused' });
      resolve({ status: null, error: error.name === 'AbortError' ? 'no answer in time' : 'could not connect' });
    });
    request.end(body);
  });
}
