/**
 * Calls to the local engine's own routes (not part of DeckFlow's API): the font list and font files for the picker,
 * and small results read into memory for thumbnails.
 */
import type { FontFamily } from '../../../shared/contract/ipc';
import type { Task } from '../../../shared/contract/service';
import { openDownload } from './download-file';
import { sendSimple } from './http-request';
import { ServiceError } from './service-error';
import type { ServiceClient } from './service-client';

export async function searchFonts(
  client: ServiceClient,
  query: { query?: string | undefined; category?: string | undefined; limit?: number | undefined },
): Promise<FontFamily[]> {
  const params = new URLSearchParams();
  if (query.query) params.set('q', query.query);
  if (query.category) params.set('category', query.category);
  if (query.limit) params.set('limit', String(query.limit));
  const { body } = await client.requestJson('GET', `/fonts?${params.toString()}`);
  if (!Array.isArray(body)) throw new ServiceError({ code: 'bad_response', message: 'The engine did not answer with a font list.' });
  return body.filter(
    (entry): entry is FontFamily =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as FontFamily).family === 'string' &&
      Array.isArray((entry as FontFamily).variants),
  );
}

/** The regular face of a family as the engine has it on this computer; null when it has none. */
export async function fontFile(client: ServiceClient, family: string): Promise<Buffer | null> {
  try {
    const response = await sendSimple(
      { method: 'GET', url: client.url(`/fonts/${encodeURIComponent(family)}/regular`), headers: { authorization: client.authorization } },
      client.baseUrl,
    );
    return await readBytes(response, 8 * 1024 * 1024);
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return null;
    throw error;
  }
}

async function readBytes(response: AsyncIterable<unknown> & { destroy(): void }, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) {
      response.destroy();
      return null;
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** A completed task's picture as a data: URL when it is an image of at most `limit` bytes; null otherwise. */
export async function smallImageResult(client: ServiceClient, task: Task, limit: number): Promise<string | null> {
  if (task.status !== 'completed') return null;
  const output = await client.resolveOutput(task);
  const mimeType = output.mimeType ?? '';
  if (!/^image\/(png|jpeg|gif|webp|avif)$/.test(mimeType) || (output.size ?? 0) > limit) return null;
  const response = await openDownload(output.url, client.authorization, client.baseUrl);
  const bytes = await readBytes(response, limit);
  return bytes ? `data:${mimeType};base64,${bytes.toString('base64')}` : null;
}

/** A completed task's JSON or plain-text output as text when it is at most `limit` bytes; null otherwise. */
export async function smallTextResult(client: ServiceClient, task: Task, limit: number): Promise<string | null> {
  if (task.status !== 'completed') return null;
  const output = await client.resolveOutput(task);
  const mimeType = (output.mimeType ?? '').split(';')[0]?.trim() ?? '';
  if (!/^(application\/json|text\/plain)$/.test(mimeType) || (output.size ?? 0) > limit) return null;
  const response = await openDownload(output.url, client.authorization, client.baseUrl);
  const bytes = await readBytes(response, limit);
  return bytes ? new TextDecoder('utf-8', { fatal: false }).decode(bytes) : null;
}
