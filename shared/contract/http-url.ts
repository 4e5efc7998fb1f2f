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
