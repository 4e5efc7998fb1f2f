import type { IncomingMessage } from 'node:http';
import { formatBytes } from '../../../shared/format-bytes';
import { ClientAbortedError } from '../intake/multipart-intake';
import { invalidParameter } from '../lib/errors/http-error';

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

/** Reads a JSON request body of at most `maxBytes`; 400 for anything else. */
export async function readJsonBody(req: IncomingMessage, maxBytes: number): Promise<unknown> {
  const text = await readText(req, maxBytes);
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw invalidParameter(`The body is not valid JSON (${(err as Error).message}).`);
  }
}

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
