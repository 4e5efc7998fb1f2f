import type { IncomingMessage } from 'node:http';
import { formatBytes } from '../../../shared/format-bytes';
import { ClientAbortedError } from '../intake/multipart-intake';
import { invalidParameter } from '../lib/errors/http-error';
import { parseBoundedJson } from '../lib/json/bounded-json';

function readText(req: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > maxBytes) {
        failed = true;
        // Keep reading (and dropping) the rest, so the client can finish sending and read the answer.
        req.off('data', onData);
        req.resume();
        reject(invalidParameter(`The JSON body is larger than ${formatBytes(maxBytes)}.`));
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('close', () => {
      if (!req.complete && !failed) reject(new ClientAbortedError());
    });
    req.on('error', (err) => {
      if (!failed) reject(err);
    });
  });
}

/**
 * The engine's one reader of a JSON request body: at most `maxBytes`, 400 for anything else. A body past the bound
 * is read on and dropped (not cut), so the client can finish sending and read the answer. `typed`: refuse a body not
 * sent as application/json (DeckFlow's SDKs send some of theirs untyped, so its routes do not ask).
 */
export async function readJsonBody(req: IncomingMessage, maxBytes: number, options: { typed?: boolean } = {}): Promise<unknown> {
  if (options.typed && !/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
    req.resume();
    throw invalidParameter('Send the body as application/json.');
  }
  const text = await readText(req, maxBytes);
  try {
    return parseBoundedJson(text);
  } catch (err) {
    throw invalidParameter(`The body is not valid JSON (${(err as Error).message}).`);
  }
}

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
