/**
 * Who may use the web host: a page from this very origin that knows the token the host printed at start (good until
 * the host stops). The token comes as `?token=` (first load, WebSocket URL) and is then kept in an HttpOnly
 * SameSite=Strict cookie, so same-origin downloads and asset loads carry it without scripts ever touching it.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export function createToken(): string {
  return randomBytes(24).toString('base64url');
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function cookies(req: IncomingMessage): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) jar.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return jar;
}

export class WebAuth {
  constructor(
    readonly token: string,
    private readonly port: number,
  ) {}

  /** Cookies are not port-scoped, so two hosts on one machine need different cookie names. */
  get cookieName(): string {
    return `deckhand_token_${this.port}`;
  }

  get origins(): string[] {
    return [`http://127.0.0.1:${this.port}`, `http://localhost:${this.port}`];
  }

  /** DNS-rebinding defence: the Host header must name this loopback listener. */
  hostAllowed(req: IncomingMessage): boolean {
    const host = (req.headers.host ?? '').toLowerCase();
    return host === `127.0.0.1:${this.port}` || host === `localhost:${this.port}`;
  }

  /** Browsers always send Origin on WebSocket handshakes and on fetch PUTs; it must be ours. */
  originAllowed(req: IncomingMessage): boolean {
    const origin = req.headers.origin;
    return origin === undefined || this.origins.includes(origin);
  }

  queryToken(url: URL): string | null {
    return url.searchParams.get('token');
  }

  /** Valid token in the query (→ set the cookie) or in the cookie. */
  check(req: IncomingMessage, url: URL): { ok: boolean; setCookie: boolean } {
    const fromQuery = this.queryToken(url);
    if (fromQuery !== null && sameSecret(fromQuery, this.token)) return { ok: true, setCookie: true };
    const fromCookie = cookies(req).get(this.cookieName);
    return { ok: fromCookie !== undefined && sameSecret(fromCookie, this.token), setCookie: false };
  }

  cookieHeader(): string {
    return `${this.cookieName}=${this.token}; HttpOnly; SameSite=Strict; Path=/`;
  }
}
