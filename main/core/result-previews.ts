/**
 * Previews of a completed task before it is saved (issue #21): its output and its inputs as files on this computer,
 * for the preview address both hosts serve (`deckhand-preview://` in the app, `/api/preview/` on the web host) and
 * for page thumbnails drawn by the local engine. An output is downloaded once into a private cache (the same way for
 * the local engine and DeckFlow's cloud: core never reads the engine's folders), bounded in size and evicted oldest
 * first. Only a task's own files are reachable: its output, the inputs it was submitted with (where the host may
 * read them), and the one picture Compress's view compares — never a path the window names.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { SubmitTaskRequest } from '../../shared/contract/ipc';
import type { PreviewFacts, PreviewKind, PreviewPart, PreviewSide } from '../../shared/contract/preview';
import type { Task } from '../../shared/contract/service';
import { safeFileName } from '../../shared/file-names';
import { archiveEntries, copyArchiveEntry } from './archive-entries';
import { copyPicture, largestPicture } from './package-picture';
import { inspectPage, inspectThumbnails } from './service-client/engine-extras';
import type { PageThumbnail, ThumbnailOutcome } from './service-client/engine-extras';
import type { ServiceClient } from './service-client/service-client';
import { ServiceError } from './service-client/service-error';

const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.bmp': 'image/bmp',
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.webm': 'video/webm',
};
/** What the engine's thumbnails draw (decks, documents, PDFs). */
const PAGED = new Set(['.pptx', '.ppt', '.pps', '.ppsx', '.potx', '.odp', '.key', '.pdf', '.docx', '.doc', '.odt', '.rtf']);

/** What a preview of a file of this name shows. Pictures and videos are served only with these types, never as HTML or SVG. */
export function previewKind(name: string): PreviewKind {
  const extension = path.extname(name).toLowerCase();
  const mime = MIME_BY_EXTENSION[extension];
  if (mime) return mime.startsWith('video/') ? 'video' : 'picture';
  return PAGED.has(extension) ? 'pages' : 'none';
}

export interface PreviewFile {
  path: string;
  mimeType: string;
  size: number;
}

export interface ResultPreviewsDeps {
  client(): Promise<ServiceClient>;
  /** The local engine, which draws thumbnails whichever backend runs tasks. */
  engineClient(): Promise<ServiceClient>;
  requestOf(taskId: string): SubmitTaskRequest | undefined;
  /** The name Save will suggest for the task's output. */
  outputName(task: Task): Promise<string>;
  /** Which input paths the host may read (the web host: its staging folder only). */
  fileAccess?: ((candidate: string) => boolean) | undefined;
  /** A folder of its own, emptied now and at close. */
  cacheDir: string;
  /** An output larger than this is not previewed (default 512 MB). */
  maxOutputBytes?: number;
  /** The cache's size before the least recently used entries go (default 1 GB). */
  maxCacheBytes?: number;
}

interface CacheEntry {
  file: Promise<{ path: string; size: number } | null>;
  size: number;
  used: number;
  dir: string;
}

function notFound(message: string): ServiceError {
  return new ServiceError({ code: 'not_found', message, status: 404 });
}

export class ResultPreviews {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly ready: Promise<void>;
  private clock = 0;

  constructor(private readonly deps: ResultPreviewsDeps) {
    this.ready = rm(deps.cacheDir, { recursive: true, force: true }).then(async () => {
      await mkdir(deps.cacheDir, { recursive: true, mode: 0o700 });
    });
  }

  private get maxOutputBytes(): number {
    return this.deps.maxOutputBytes ?? 512 * 1024 * 1024;
  }

  private async completedTask(taskId: string, signal?: AbortSignal): Promise<Task> {
    const task = await (await this.deps.client()).getTask(taskId, signal);
    if (task.status !== 'completed') {
      throw new ServiceError({ code: 'not_ready', message: 'This task has no result to preview yet.', status: 409 });
    }
    return task;
  }

  /** The input files a task was submitted with that are still here and that the host may read; null where not. */
  private async inputs(taskId: string): Promise<({ path: string; name: string; size: number } | null)[]> {
    const files = this.deps.requestOf(taskId)?.files ?? [];
    return Promise.all(
      files.map(async (file) => {
        const resolved = path.resolve(file.path);
        if (this.deps.fileAccess && !this.deps.fileAccess(resolved)) return null;
        const info = await stat(resolved).catch(() => null);
        return info?.isFile() ? { path: resolved, name: file.name, size: info.size } : null;
      }),
    );
  }

  /** A cached file under `key`, made once by `make` into a fresh folder of the cache; the oldest go past the limit. */
  private cached(
    key: string,
    make: (dir: string) => Promise<{ path: string; size: number } | null>,
  ): Promise<{ path: string; size: number } | null> {
    const hit = this.cache.get(key);
    if (hit) {
      hit.used = ++this.clock;
      return hit.file;
    }
    const dir = path.join(this.deps.cacheDir, randomBytes(8).toString('hex'));
    const entry: CacheEntry = { size: 0, used: ++this.clock, dir, file: Promise.resolve(null) };
    entry.file = (async () => {
      await this.ready;
      await mkdir(dir, { mode: 0o700 });
      const made = await make(dir);
      entry.size = made?.size ?? 0;
      this.evict(key);
      return made;
    })();
    // A failed attempt is not kept: the next request tries again.
    entry.file.catch(() => {
      this.cache.delete(key);
      void rm(dir, { recursive: true, force: true });
    });
    this.cache.set(key, entry);
    return entry.file;
  }

  private evict(keep: string): void {
    const limit = this.deps.maxCacheBytes ?? 1024 * 1024 * 1024;
    let total = [...this.cache.values()].reduce((sum, entry) => sum + entry.size, 0);
    const oldestFirst = [...this.cache.entries()]
      .filter(([key, entry]) => key !== keep && entry.size > 0)
      .sort((a, b) => a[1].used - b[1].used);
    for (const [key, entry] of oldestFirst) {
      if (total <= limit) break;
      total -= entry.size;
      this.cache.delete(key);
      void rm(entry.dir, { recursive: true, force: true });
    }
  }

  /** The task's output as a local file (downloaded once), named as Save would name it. */
  private async outputFile(task: Task, signal?: AbortSignal): Promise<{ path: string; size: number; name: string }> {
    const name = await this.deps.outputName(task);
    const announced = typeof task.result?.size === 'number' ? task.result.size : null;
    if (announced !== null && announced > this.maxOutputBytes) {
      throw new ServiceError({ code: 'too_large', message: 'This result is too large to preview: save it to look at it.', status: 413 });
    }
    const file = await this.cached(`${task.id}:output`, async (dir) => {
      const client = await this.deps.client();
      const downloaded = await client.download(task, path.join(dir, safeFileName(name, 'result')), signal ? { signal } : {});
      return { path: downloaded.path, size: downloaded.size };
    });
    if (!file) throw notFound('The result could not be read.');
    return { ...file, name };
  }

  /** The file behind one preview address, checked: a type a page may show, of this task only. */
  async file(taskId: string, part: PreviewPart, signal?: AbortSignal): Promise<PreviewFile> {
    const task = await this.completedTask(taskId, signal);
    let found: { path: string; size: number; name: string } | null;
    if (part === 'output') found = await this.outputFile(task, signal);
    else if (part.startsWith('entry-')) found = await this.archiveEntry(task, Number(part.slice('entry-'.length)), signal);
    else if (part === 'output-picture' || part === 'input-picture') found = await this.packagePicture(task, part, signal);
    else {
      const index = Number(part.slice('input-'.length));
      found = (await this.inputs(taskId))[index] ?? null;
      if (!found) throw notFound('That file of the task is not on this computer (any more).');
    }
    if (!found) throw notFound('There is no such picture in this task’s files.');
    const mimeType = MIME_BY_EXTENSION[path.extname(found.name).toLowerCase()];
    if (!mimeType) throw new ServiceError({ code: 'unsupported', message: 'This file is not a picture or a video.', status: 415 });
    return { path: found.path, size: found.size, mimeType };
  }

  /** One showable file inside the task's result ZIP (`entry-N`), copied out once into the cache under its own name. */
  private async archiveEntry(
    task: Task,
    index: number,
    signal?: AbortSignal,
  ): Promise<{ path: string; size: number; name: string } | null> {
    const output = await this.outputFile(task, signal);
    const listed = (await archiveEntries(output.path))?.entries[index];
    if (!listed) return null;
    const name = safeFileName(listed.name, 'file');
    const copy = await this.cached(`${task.id}:entry-${index}`, async (dir) => {
      const copied = await copyArchiveEntry(output.path, index, path.join(dir, name));
      return copied ? { path: path.join(dir, name), size: copied.size } : null;
    });
    return copy ? { ...copy, name } : null;
  }

  /**
   * The largest picture of the deck the task was made from (`input-picture`), and the same picture in its result
   * (`output-picture`), so both sides show one picture; the result's own largest when the input is gone.
   */
  private async packagePicture(
    task: Task,
    part: 'input-picture' | 'output-picture',
    signal?: AbortSignal,
  ): Promise<{ path: string; size: number; name: string } | null> {
    const [input] = await this.inputs(task.id);
    const before = input && previewKind(input.name) === 'pages' ? await largestPicture(input.path) : null;
    if (part === 'input-picture') {
      if (!input || !before) return null;
      const copy = await this.cached(`${task.id}:${part}`, async (dir) => {
        const target = path.join(dir, 'picture');
        return (await copyPicture(input.path, before.entry, target)) ? { path: target, size: before.size } : null;
      });
      return copy ? { ...copy, name: before.entry } : null;
    }
    const output = await this.outputFile(task, signal);
    const wanted = before ?? (await largestPicture(output.path));
    if (!wanted) return null;
    let entryName = wanted.entry;
    const copy = await this.cached(`${task.id}:${part}`, async (dir) => {
      const copied = await copyPicture(output.path, wanted.entry, path.join(dir, 'picture'));
      if (!copied) return null;
      entryName = copied.entry;
      return { path: path.join(dir, 'picture'), size: copied.size };
    });
    return copy ? { ...copy, name: entryName } : null;
  }

  /** What the task's preview can show, with the name Save suggests (the card shows it) and, when asked, the deck's picture sizes. */
  async facts(taskId: string, options: { packagePicture?: boolean | undefined } = {}): Promise<PreviewFacts> {
    const task = await this.completedTask(taskId);
    const fileName = await this.deps.outputName(task);
    const inputs = await this.inputs(taskId);
    const request = this.deps.requestOf(taskId);
    const facts: PreviewFacts = {
      fileName,
      size: typeof task.result?.size === 'number' ? task.result.size : null,
      output: previewKind(fileName),
      inputs: (request?.files ?? []).map((file, index) => {
        const here = inputs[index];
        return { name: file.name, size: here?.size ?? null, kind: here ? previewKind(file.name) : 'none' };
      }),
    };
    if (path.extname(fileName).toLowerCase() === '.zip') {
      // What the ZIP holds, when it is small enough to fetch for a preview at all.
      const output = await this.outputFile(task).catch(() => null);
      const archive = output ? await archiveEntries(output.path) : null;
      if (archive && archive.total > 0) facts.archive = archive;
    }
    if (options.packagePicture) {
      const before = await this.file(taskId, 'input-picture').catch(() => null);
      const after = await this.file(taskId, 'output-picture').catch(() => null);
      const [input] = inputs;
      const entry = input ? (await largestPicture(input.path))?.entry : undefined;
      facts.packagePicture =
        after || before ? { entry: entry ?? 'picture', before: before?.size ?? null, after: after?.size ?? null } : null;
    }
    return facts;
  }

  /** The file whose pages a side shows, checked to have pages. */
  private async pagedFile(taskId: string, side: PreviewSide, signal?: AbortSignal): Promise<{ path: string; name: string }> {
    const task = await this.completedTask(taskId, signal);
    let file: { path: string; name: string } | null;
    if (side === 'output') file = await this.outputFile(task, signal);
    else if (side.startsWith('entry-')) file = await this.archiveEntry(task, Number(side.slice('entry-'.length)), signal);
    else file = (await this.inputs(taskId))[0] ?? null;
    if (!file) throw notFound('The file this task was made from is not on this computer any more.');
    if (previewKind(file.name) !== 'pages') {
      throw new ServiceError({ code: 'unsupported', message: 'This file has no pages to draw.', status: 415 });
    }
    return file;
  }

  /** Thumbnails of every page of the task's result (`output`) or of its first input (`input`), drawn by the local engine. */
  async pages(
    taskId: string,
    side: PreviewSide,
    listener: { onPages(pages: number): void; onThumbnail(thumbnail: PageThumbnail): void },
    signal?: AbortSignal,
  ): Promise<ThumbnailOutcome> {
    const file = await this.pagedFile(taskId, side, signal);
    return inspectThumbnails(await this.deps.engineClient(), file, listener, signal);
  }

  /** One page of the same file `pages` draws, at `longEdge` pixels: the large view at the screen's size. */
  async largePage(taskId: string, side: PreviewSide, page: number, longEdge: number, signal?: AbortSignal): Promise<PageThumbnail> {
    const file = await this.pagedFile(taskId, side, signal);
    return inspectPage(await this.deps.engineClient(), file, page, longEdge, signal);
  }

  async close(): Promise<void> {
    await this.ready.catch(() => undefined);
    this.cache.clear();
    await rm(this.deps.cacheDir, { recursive: true, force: true });
  }
}
