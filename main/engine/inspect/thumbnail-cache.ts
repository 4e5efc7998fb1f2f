/**
 * Thumbnails kept per file content (`DATA/thumbnails/<sha-256>-<size>/page-N.png` and `pages.json`): a deck is drawn
 * once, and asking again — another panel, the same deck dropped twice, the window reopened — reads the pictures back.
 * An entry is written in a private folder and renamed into place whole, so a reader never sees half an entry; the
 * cache is bounded by entries and bytes, oldest use first out.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const THUMBNAIL_LONG_EDGE = 320;
/**
 * Bumped when the pictures change (size, renderer, which pages), so old entries are not served. 2: hidden slides.
 * 3: an entry keeps the PDF its pages were drawn from (`pages.pdf`), so a page can be drawn large without LibreOffice.
 */
const VERSION = 3;
/** The PDF an entry's pages were drawn from, when they were (not for a picture). */
export const ENTRY_PDF = 'pages.pdf';
const MAX_ENTRIES = 64;
const MAX_BYTES = 256 * 1024 * 1024;

export interface ThumbnailManifest {
  pages: number;
}

export class ThumbnailCache {
  constructor(readonly root: string) {}

  keyOf(sha256: string): string {
    return `${sha256}-${THUMBNAIL_LONG_EDGE}-v${VERSION}`;
  }

  dirOf(key: string): string {
    return path.join(this.root, key);
  }

  /** The entry's manifest when the entry is complete; its use time is refreshed. */
  async read(key: string): Promise<ThumbnailManifest | null> {
    const dir = this.dirOf(key);
    try {
      const manifest = JSON.parse(await readFile(path.join(dir, 'pages.json'), 'utf8')) as ThumbnailManifest;
      if (!Number.isSafeInteger(manifest.pages) || manifest.pages < 1) return null;
      const now = new Date();
      await utimes(dir, now, now).catch(() => undefined);
      return manifest;
    } catch {
      return null;
    }
  }

  /** A private folder to draw an entry in; `commit` or `abandon` it. */
  async begin(): Promise<string> {
    const dir = path.join(this.root, `.partial-${randomUUID()}`);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    return dir;
  }

  async commit(key: string, partial: string, manifest: ThumbnailManifest): Promise<void> {
    await writeFile(path.join(partial, 'pages.json'), JSON.stringify(manifest));
    try {
      await rename(partial, this.dirOf(key));
    } catch {
      // The same content was drawn at the same time by another request: its entry stands.
      await this.abandon(partial);
    }
    await this.prune();
  }

  async abandon(partial: string): Promise<void> {
    await rm(partial, { recursive: true, force: true });
  }

  /** Drops the partial folders of an engine that stopped mid-drawing. */
  async clearPartials(): Promise<void> {
    const names = await readdir(this.root).catch(() => [] as string[]);
    await Promise.all(names.filter((name) => name.startsWith('.partial-')).map((name) => this.abandon(path.join(this.root, name))));
  }

  private async prune(): Promise<void> {
    const names = (await readdir(this.root).catch(() => [] as string[])).filter((name) => !name.startsWith('.'));
    const entries = await Promise.all(
      names.map(async (name) => {
        const dir = path.join(this.root, name);
        const [info, files] = await Promise.all([stat(dir), readdir(dir)]);
        const sizes = await Promise.all(files.map((file) => stat(path.join(dir, file)).then((s) => s.size)));
        return { dir, used: info.mtimeMs, bytes: sizes.reduce((sum, size) => sum + size, 0) };
      }),
    );
    entries.sort((a, b) => b.used - a.used);
    let bytes = 0;
    for (const [index, entry] of entries.entries()) {
      bytes += entry.bytes;
      if (index >= MAX_ENTRIES || bytes > MAX_BYTES) await rm(entry.dir, { recursive: true, force: true });
    }
  }
}
