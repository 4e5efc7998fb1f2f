import { z } from 'zod';

/**
 * An address the app or the engine will call: http(s) only, no credentials in it (keys travel in headers and live in
 * the key store), kept without trailing slashes so paths can be appended.
 */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  }, 'must be an http:// or https:// address without a user name')
  .transform((value) => value.replace(/\/+$/, ''));

/**
 * The form service addresses are compared in (a cloud key is bound to one): scheme, host and port as URL parsing gives
 * them (lower-case host, no default port), the path without trailing slashes. `https://App.DeckFlow.com:443/api/` and
 * `https://app.deckflow.com/api` are the same address; `http://` of the same host is another one.
 */
export function serviceAddress(baseUrl: string): string {
  try {
    const url = new URL(baseUrl.trim());
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return baseUrl.trim();
  }
}
