/**
 * Independent checks for the PPTX tool tests: LibreOffice renders decks to PDF (several files per soffice run, a
 * fresh profile each time), poppler reads the pages back. Nothing here uses the engine's own package code.
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { CORPUS_ROOT } from '../helpers/corpus';
import { sofficeConvert } from '../helpers/soffice';

export const CORPUS = `${CORPUS_ROOT}/pptx`;
export const BROKEN = `${CORPUS_ROOT}/broken`;

export interface RenderedDeck {
  pages: number;
  /** Text per page, whitespace and digits removed (slide-number fields change when slides move). */
  texts: string[];
  /** Page sizes in points, "w x h". */
  sizes: string[];
  pdf: string;
}

/**
 * Renders every file in one soffice run; the PDFs stay in `outDir`. `prepareProfile` sets up the fresh profile first
 * (a test of what the engine's own profiles hold passes the engine's).
 */
export async function renderDecks(
  files: readonly string[],
  outDir?: string,
  prepareProfile?: (profile: string) => Promise<void>,
): Promise<RenderedDeck[]> {
  const dir = outDir ?? (await mkdtemp(join(tmpdir(), 'deckhand-pptx-render-')));
  const profile = await mkdtemp(join(tmpdir(), 'deckhand-lo-profile-'));
  try {
    await prepareProfile?.(profile);
    const inputs = files.map((_, i) => join(dir, `deck${i}.pptx`));
    await Promise.all(files.map((file, i) => copyFile(file, inputs[i] as string)));
    await sofficeConvert(inputs, { outDir: dir, profile });
    const made = new Set(await readdir(dir));
    return files.map((file, i) => {
      const pdf = join(dir, `deck${i}.pdf`);
      if (!made.has(`deck${i}.pdf`)) throw new Error(`LibreOffice made no PDF from ${basename(file)}`);
      const info = execFileSync('pdfinfo', ['-f', '1', '-l', '9999', pdf], { encoding: 'utf8' });
      const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? NaN);
      const sizes = [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+)/gm)].map(
        (m) => `${Math.round(Number(m[1]))}x${Math.round(Number(m[2]))}`,
      );
      const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      const texts = text.split('\f').slice(0, pages).map(normaliseText);
      return { pages, texts, sizes, pdf };
    });
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
}

export function normaliseText(text: string): string {
  return text.replace(/[\s\d]+/g, '');
}

/** The ZIP's entry names (via `unzip -Z1`, not our reader). */
export function zipEntries(path: string): string[] {
  return execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' }).split('\n').filter(Boolean);
}

/** One entry's text (via `unzip -p`). */
export function zipText(path: string, entry: string): string {
  return execFileSync('unzip', ['-p', path, entry.replace(/[[\]*?]/g, '\\$&')], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** `unzip -t`: throws unless every entry's CRC checks out. */
export function unzipTest(path: string): void {
  execFileSync('unzip', ['-tq', path], { stdio: 'pipe' });
}

/** Numbers of slides in a deck, counted from its presentation.xml sldIdLst (for decks LibreOffice pads to 1 page). */
export function sldIdCount(path: string): number {
  return (zipText(path, 'ppt/presentation.xml').match(/<p:sldId\s/g) ?? []).length;
}

/**
 * Copies a deck entry by entry (yauzl/yazl directly), letting `edit` replace an entry (a Buffer), drop it (null) or
 * keep it (undefined); `extra` entries are appended. For planting defects or small additions in corpus decks.
 */
export async function mutateDeck(
  source: string,
  dest: string,
  edit: (name: string, data: Buffer) => Buffer | null | undefined,
  extra: Record<string, string | Buffer> = {},
): Promise<void> {
  const zip = await yauzl.openPromise(source, { lazyEntries: true, autoClose: false });
  const out = new yazl.ZipFile();
  const written = pipeline(out.outputStream, createWriteStream(dest));
  try {
    for await (const entry of zip.eachEntry()) {
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      const data = Buffer.concat(chunks);
      const next = edit(entry.fileName, data);
      if (next === null) continue;
      out.addBuffer(next ?? data, entry.fileName);
    }
  } finally {
    zip.close();
  }
  for (const [name, content] of Object.entries(extra)) out.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name);
  out.end();
  await written;
}
