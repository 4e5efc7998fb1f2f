import { isIP } from 'node:net';

function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

function isLoopbackAddress(address: string): boolean {
  const host = stripBrackets(address).toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  if (isIP(host) === 6) return host === '::1' || host === '0:0:0:0:0:0:0:1' || host.startsWith('::ffff:127.');
  return false;
}

/** True when the engine listens on a loopback interface only. */
export function isLoopbackBind(host: string): boolean {
  return isLoopbackAddress(host);
}

/**
 * DNS-rebinding defence: a page on evil.example whose name is re-pointed at 127.0.0.1 reaches the engine
 * with `Host: evil.example`. When bound to loopback, only loopback names and addresses are answered.
 */
export function isLoopbackHostHeader(hostHeader: string | undefined): boolean {
  if (!hostHeader) return false;
  const host = hostHeader.trim();
  let name = host;
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    if (end < 0) return false;
    name = host.slice(0, end + 1);
    const rest = host.slice(end + 1);
    if (rest && !/^:\d{1,5}$/.test(rest)) return false;
  } else if (host.includes(':')) {
    const colon = host.lastIndexOf(':');
    name = host.slice(0, colon);
    if (!/^\d{1,5}$/.test(host.slice(colon + 1))) return false;
  }
  return isLoopbackAddress(name);
}
