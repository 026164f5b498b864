import { isIP } from 'node:net';
import type { Config } from '../../platform/config.ts';

// Which push subscription endpoints the server may send to. The endpoint comes from the browser, that is from
// whoever calls the API: without this check anyone could make the server POST to any address it can reach (cloud
// metadata, localhost, the private network). Only the browsers' push services are allowed, by host suffix
// (WEB_PUSH_ALLOWED_HOSTS), over https on the default port, with no user name and no IP address. Checked when a
// subscription is saved and again before each send (a row saved before the check, or the list changed since).

export type PushEndpointPolicy = Pick<Config, 'webPushAllowedHosts' | 'webPushTestAllowHttp'>;

function hostAllowed(host: string, suffixes: readonly string[]): boolean {
  return suffixes.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}

export function pushEndpointAllowed(endpoint: string, policy: PushEndpointPolicy): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  if (url.protocol === 'https:') {
    // The URL parser drops the default port, so an https URL on 443 has none.
    if (url.port !== '' && !policy.webPushTestAllowHttp) return false;
  } else if (!(url.protocol === 'http:' && policy.webPushTestAllowHttp)) {
    return false;
  }
  // The parser lowercases the host and writes every IPv4 form (0x7f.1, 2130706433) as dotted decimals.
  const host = url.hostname;
  if (host === '' || host.startsWith('[') || host.endsWith('.') || isIP(host) !== 0) return false;
  return hostAllowed(host, policy.webPushAllowedHosts);
}
