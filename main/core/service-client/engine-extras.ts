/**
 * Calls to the local engine's own routes (not part of DeckFlow's API): the font list and font files for the picker,
 * a deck's outline and text before any upload as a task, and small results read into memory for thumbnails.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import type { DeckOutline, FontFamily } from '../../../shared/contract/ipc';
import type { Task } from '../../../shared/contract/service';
import { openDownload } from './download-file';
import { ensureOk, openRequest, readJson, sendSimple, waitForResponse } from './http-request';
import { mapServiceCode, ServiceError } from './service-error';
import type { ServiceClient } from './service-client';
import { detectLanguage } from '../../../shared/tools/language-detect';

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

function isOutline(value: unknown): value is DeckOutline {
  const outline = value as Partial<DeckOutline> | null;
  return (
    typeof outline === 'object' &&
    outline !== null &&
    Array.isArray(outline.slides) &&
    outline.slides.every(
      (slide) => typeof slide?.number === 'number' && typeof slide.title === 'string' && typeof slide.hidden === 'boolean',
    ) &&
    (outline.problem === undefined || typeof outline.problem === 'string')
  );
}

/** Sends a file to `POST /tools/inspect` for the aspects named: the file is read and forgotten; no task is made. */
async function inspect(
  client: ServiceClient,
  path: string,
  name: string,
  aspects: string,
  signal?: AbortSignal,
  extra: Readonly<Record<string, string>> = {},
): Promise<unknown> {
  const { size } = await stat(path);
  const query = new URLSearchParams({ aspects, name, ...extra });
  const request = openRequest({
    method: 'POST',
    url: client.url(`/tools/inspect?${query.toString()}`),
    headers: { authorization: client.authorization, 'content-type': 'application/octet-stream', 'content-length': String(size) },
    signal,
  });
  const answer = waitForResponse(request, client.baseUrl);
  const file = createReadStream(path);
  file.on('error', (error) => request.destroy(error));
  file.pipe(request);
  const response = await answer;
  await ensureOk(response, client.baseUrl);
  return readJson(response, client.baseUrl);
}

/** A deck's slides (number, title, hidden) as the engine reads them, or the problem that keeps the PPTX tools from reading it. */
export async function inspectDeck(client: ServiceClient, path: string, name: string, signal?: AbortSignal): Promise<DeckOutline> {
  const body = (await inspect(client, path, name, 'outline,text', signal)) as { outline?: unknown; text?: unknown };
  if (!isOutline(body.outline))
    throw new ServiceError({ code: 'bad_response', message: 'The engine did not answer with the deck’s slides.' });
  const language = typeof body.text === 'string' ? detectLanguage(body.text) : null;
  return language && !body.outline.problem ? { ...body.outline, language } : body.outline;
}

/** One slide or page drawn with its long edge at `longEdge` pixels, for a large view (`aspects=page`). */
export async function inspectPage(
  client: ServiceClient,
  file: { path: string; name: string },
  page: number,
  longEdge: number,
  signal?: AbortSignal,
): Promise<PageThumbnail> {
  const body = (await inspect(client, file.path, file.name, 'page', signal, { page: String(page), longEdge: String(longEdge) })) as {
    page?: unknown;
  };
  if (!isThumbnail(body.page)) throw new ServiceError({ code: 'bad_response', message: 'The engine did not answer with the page.' });
  return body.page;
}

/** One slide's or page's thumbnail as the engine drew it. */
export interface PageThumbnail {
  page: number;
  width: number;
  height: number;
  /** The PNG's bytes, base64. */
  png: string;
}

export interface ThumbnailOutcome {
  pages: number;
  /** True when the engine had drawn this content before and read the pictures back. */
  cached: boolean;
}

function isThumbnail(value: unknown): value is PageThumbnail {
  const thumbnail = value as Partial<PageThumbnail> | null;
  return (
    typeof thumbnail === 'object' &&
    thumbnail !== null &&
    typeof thumbnail.page === 'number' &&
    typeof thumbnail.width === 'number' &&
    typeof thumbnail.height === 'number' &&
    typeof thumbnail.png === 'string'
  );
}

/**
 * Every slide's or page's thumbnail as the engine draws it (`POST /tools/inspect?aspects=thumbnails`, NDJSON):
 * `onPages` hears the count as soon as it is known, `onThumbnail` each picture as it arrives.
 */
export async function inspectThumbnails(
  client: ServiceClient,
  file: { path: string; name: string },
  listener: { onPages(pages: number): void; onThumbnail(thumbnail: PageThumbnail): void },
  signal?: AbortSignal,
): Promise<ThumbnailOutcome> {
  const { size } = await stat(file.path);
  const request = openRequest({
    method: 'POST',
    url: client.url(`/tools/inspect?aspects=thumbnails&name=${encodeURIComponent(file.name)}`),
    headers: { authorization: client.authorization, 'content-type': 'application/octet-stream', 'content-length': String(size) },
    signal,
  });
  const answer = waitForResponse(request, client.baseUrl);
  const upload = createReadStream(file.path);
  upload.on('error', (error) => request.destroy(error));
  upload.pipe(request);
  const response = await answer;
  await ensureOk(response, client.baseUrl);
  const bad = (): ServiceError => new ServiceError({ code: 'bad_response', message: 'The engine did not answer with page pictures.' });
  // A name in an error line may be cut mid-character between chunks.
  const decoder = new StringDecoder('utf8');
  let pending = '';
  const handle = (text: string): ThumbnailOutcome | null => {
    if (!text.trim()) return null;
    let line: { pages?: unknown; thumbnail?: unknown; end?: ThumbnailOutcome; error?: { code?: string; message?: string } };
    try {
      line = JSON.parse(text) as typeof line;
    } catch {
      throw bad();
    }
    if (line.error)
      throw new ServiceError({
        code: mapServiceCode(line.error.code ?? null, null, 'bad_response').code,
        message: line.error.message ?? 'The pages could not be drawn.',
      });
    if (typeof line.pages === 'number') listener.onPages(line.pages);
    else if (line.thumbnail !== undefined) {
      if (!isThumbnail(line.thumbnail)) throw bad();
      listener.onThumbnail(line.thumbnail);
    } else if (line.end && typeof line.end.pages === 'number') return { pages: line.end.pages, cached: line.end.cached === true };
    return null;
  };
  for await (const chunk of response) {
    pending += decoder.write(chunk as Buffer);
    let newline = pending.indexOf('\n');
    while (newline >= 0) {
      const outcome = handle(pending.slice(0, newline));
      if (outcome) {
        response.destroy();
        return outcome;
      }
      pending = pending.slice(newline + 1);
      newline = pending.indexOf('\n');
    }
  }
  throw bad();
}

/** The text of a deck's slides as the engine reads them (empty for a file that is not a deck), to guess its language. */
export async function inspectDeckText(client: ServiceClient, path: string, name: string, signal?: AbortSignal): Promise<string> {
  const body = (await inspect(client, path, name, 'text', signal)) as { text?: unknown };
  if (typeof body.text !== 'string')
    throw new ServiceError({ code: 'bad_response', message: 'The engine did not answer with the deck’s text.' });
  return body.text;
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
