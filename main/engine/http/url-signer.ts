import { createHmac, timingSafeEqual } from 'node:crypto';
import { normalizeKey } from './bearer-auth';

export type SignatureCheck = 'valid' | 'expired' | 'invalid' | 'absent';

/**
 * Links that work without the Authorization header until they expire, like a presigned object URL: an HMAC over
 * the path and the expiry (unix seconds) in `?expires=…&signature=…`. DeckFlow's CLI fetches result URLs and its
 * SDK PUTs uploads with no header at all (issue #10), so those links must carry their own credential.
 */
export interface UrlSigner {
  /**
   * `pathname?expires=…&signature=…`, valid until `expiresAt` (ms since the epoch, rounded down to a second). On a
   * team server a result link is made for the task's owner (`&owner=…`, covered by the signature): it opens that
   * person's files only, and stops working when the person's keys are revoked.
   */
  sign(pathname: string, expiresAt: number, owner?: string): string;
  /** Checks the `expires`, `owner` and `signature` query parameters against the URL's own path. */
  verify(url: URL, now?: number): SignatureCheck;
}

const BUCKET_MS = 60_000;

/**
 * An expiry at least `ttlMs` from now, on a whole minute: presenting the same task twice within a minute gives
 * identical links, so repeated event-stream frames stay identical too.
 */
export function linkExpiry(ttlMs: number, now: number = Date.now()): number {
  return Math.ceil((now + ttlMs) / BUCKET_MS) * BUCKET_MS;
}

/** The signing secret is derived from the engine key: changing the key revokes every link, a restart does not. */
export function createUrlSigner(key: string): UrlSigner {
  const secret = createHmac('sha256', normalizeKey(key)).update('deckhand signed links v1').digest();
  // Without an owner the signed text is what it was before owners existed: links already handed out stay valid.
  const mac = (pathname: string, expires: string, owner: string): Buffer =>
    createHmac('sha256', secret)
      .update(owner ? `${pathname}\n${expires}\n${owner}` : `${pathname}\n${expires}`)
      .digest();
  return {
    sign(pathname, expiresAt, owner = '') {
      const canonical = new URL(pathname, 'http://engine.invalid').pathname;
      // Rounded down, so a link never outlives what it points to (an upload expires at `expiresAt`).
      const expires = String(Math.floor(expiresAt / 1000));
      const ownerParam = owner ? `&owner=${encodeURIComponent(owner)}` : '';
      return `${canonical}?expires=${expires}${ownerParam}&signature=${mac(canonical, expires, owner).toString('base64url')}`;
    },
    verify(url, now = Date.now()) {
      const expires = url.searchParams.get('expires');
      const signature = url.searchParams.get('signature');
      if (expires === null && signature === null) return 'absent';
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return 'invalid';
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(url.pathname, expires, url.searchParams.get('owner') ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return Number(expires) * 1000 < now ? 'expired' : 'valid';
    },
  };
}
