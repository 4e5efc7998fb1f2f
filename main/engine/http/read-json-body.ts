import type { IncomingMessage } from 'node:http';
import { HttpError, invalidParameter } from '../lib/errors/http-error';

/** A small JSON request body (settings, not uploads): refused past `maxBytes`, and when not JSON. */
export async function readJsonBody(req: IncomingMessage, maxBytes = 64 * 1024): Promise<unknown> {
  const type = req.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type)) {
    req.resume();
    throw invalidParameter('Send the body as application/json.');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      req.resume();
      throw new HttpError(400, 'invalid_parameter', `The body is larger than ${maxBytes} bytes.`, { connection: 'close' });
    }
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch (error) {
    throw invalidParameter(`The body is not valid JSON (${(error as Error).message}).`);
  }
}
