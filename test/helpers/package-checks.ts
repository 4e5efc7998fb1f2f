/**
 * Independent checks of an OOXML/ZIP output for tool tests: `unzip -t`, every internal relationship target present,
 * every part with a content type, LibreOffice page counts, and SSIM of a picture at its displayed size.
 * Deliberately written without the engine's own package code, so a bug there cannot hide itself.
 */
import { execFileSync } from 'node:child_process';
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, extname, join, posix } from 'node:path';
import sharp from 'sharp';
import { ssim } from 'ssim.js';
import yauzl from 'yauzl';
import { sofficeConvert } from './soffice';

/** Every entry of a ZIP file, by name. */
export async function readZipEntries(path: string): Promise<Map<string, Buffer>> {
  const zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false });
  const out = new Map<string, Buffer>();
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      out.set(entry.fileName, Buffer.concat(chunks));
    }
  } finally {
    zip.close();
  }
  return out;
}

/** `unzip -t` output's last line; throws when unzip reports an error. */
export function unzipTest(path: string): string {
  return execFileSync('unzip', ['-tq', path], { encoding: 'utf8' }).trim();
}

function resolve(source: string, target: string): string {
  const decoded = decodeURIComponent(target.split('#')[0] ?? '');
  if (decoded.startsWith('/')) return decoded.slice(1);
  return posix.normalize(posix.join(posix.dirname(source), decoded));
}

export interface Relationship {
  rels: string;
  id: string;
  type: string;
  target: string;
  resolved: string;
}

/** Internal relationships of every .rels part. */
export function relationships(parts: ReadonlyMap<string, Buffer>): Relationship[] {
  const out: Relationship[] = [];
  for (const [name, data] of parts) {
    const m = /^(.*?)_rels\/([^/]*)\.rels$/.exec(name);
    if (!m) continue;
    const source = `${m[1] ?? ''}${m[2] ?? ''}`;
    for (const rel of data.toString('utf8').matchAll(/<Relationship\b([^>]*)\/?>/g)) {
      const attr = (n: string): string => new RegExp(`\\b${n}="([^"]*)"`).exec(rel[1] ?? '')?.[1] ?? '';
      // External links and in-document anchors (`#Sheet1!A1`) are not parts.
      if (attr('TargetMode') === 'External' || attr('Target').startsWith('#')) continue;
      out.push({
        rels: name,
        id: attr('Id'),
        type: attr('Type'),
        target: attr('Target'),
        resolved: resolve(source || 'x', attr('Target')),
      });
    }
  }
  return out;
}

/** Relationship targets that are not in the package (case-insensitively, as OPC compares names). */
export function missingTargets(parts: ReadonlyMap<string, Buffer>): string[] {
  const names = new Set([...parts.keys()].map((n) => n.toLowerCase()));
  return relationships(parts)
    .filter((r) => !names.has(r.resolved.toLowerCase()))
    .map((r) => `${r.rels}: ${r.id} → ${r.target}`);
}

/** Parts that no Default or Override of [Content_Types].xml covers, and Overrides of parts that do not exist. */
export function contentTypeProblems(parts: ReadonlyMap<string, Buffer>): string[] {
  const xml = parts.get('[Content_Types].xml')?.toString('utf8') ?? '';
  const defaults = new Set([...xml.matchAll(/<Default\b[^>]*Extension="([^"]+)"/g)].map((m) => (m[1] ?? '').toLowerCase()));
  const overrides = new Set([...xml.matchAll(/<Override\b[^>]*PartName="([^"]+)"/g)].map((m) => (m[1] ?? '').slice(1).toLowerCase()));
  const problems: string[] = [];
  const names = new Set<string>();
  for (const name of parts.keys()) {
    if (name === '[Content_Types].xml') continue;
    names.add(name.toLowerCase());
    const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
    if (!overrides.has(name.toLowerCase()) && !defaults.has(ext)) problems.push(`no content type for ${name}`);
  }
  for (const o of overrides) if (!names.has(o)) problems.push(`Override of missing part /${o}`);
  return problems;
}

/** Pages of the PDFs LibreOffice makes from `files`, in one run (fresh profile, 180 s timeout). */
export async function libreOfficePages(...files: string[]): Promise<number[]> {
  const dir = await mkdtemp(join(tmpdir(), 'deckhand-lo-check-'));
  try {
    // Copies with distinct names, since LibreOffice names each PDF after its input.
    const inputs = files.map((file, i) => join(dir, `in${i}${extname(file)}`));
    await Promise.all(files.map((file, i) => copyFile(file, inputs[i]!)));
    await sofficeConvert(inputs, { outDir: join(dir, 'out'), profile: `${dir}/profile` });
    const made = await readdir(join(dir, 'out'));
    return files.map((file, i) => {
      if (!made.includes(`in${i}.pdf`)) throw new Error(`LibreOffice made no PDF from ${basename(file)}`);
      const info = execFileSync('pdfinfo', [join(dir, 'out', `in${i}.pdf`)], { encoding: 'utf8' });
      return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? NaN);
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * SSIM of `candidate` against `original`, both resized to `width`×`height` (the displayed size), flattened on white,
 * with ssim.js's "weber" algorithm and no internal downsampling.
 */
export async function displayedSsim(original: Buffer, candidate: Buffer, width: number, height: number): Promise<number> {
  const prepare = async (data: Buffer): Promise<{ data: Uint8ClampedArray; width: number; height: number }> => {
    const { data: raw, info } = await sharp(data)
      .resize(width, height, { fit: 'fill' })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data: new Uint8ClampedArray(raw.buffer, raw.byteOffset, raw.length), width: info.width, height: info.height };
  };
  return ssim(await prepare(original), await prepare(candidate), { ssim: 'weber', downsample: false }).mssim;
}
