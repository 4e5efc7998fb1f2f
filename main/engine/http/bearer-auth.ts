import { createHash, timingSafeEqual } from 'node:crypto';

/** DeckFlow's docs store keys as "Bearer …" while its SDKs add the prefix: accept either form. */
export function normalizeKey(value: string): string {
  return value
    .trim()
    .replace(/^bearer\s+/i, '')
    .trim();
}

/** Checks an Authorization header against the engine key in constant time (over fixed-length digests). */
export function createKeyCheck(key: string): (authorization: string | undefined) => boolean {
  const expected = createHash('sha256').update(normalizeKey(key)).digest();
  return (authorization) => {
    const given = normalizeKey(authorization ?? '');
    const digest = createHash('sha256').update(given).digest();
    return timingSafeEqual(digest, expected) && given.length > 0;
  };
}
