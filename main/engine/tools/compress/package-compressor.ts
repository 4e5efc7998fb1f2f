/**
 * Compresses one ZIP-based file into another: pictures re-encoded (picture-encoder.ts), MP4 videos re-encoded
 * (video-reencoder.ts), nested office files and archives compressed recursively, and the container rewritten with
 * XML deflated at level 9 and media stored. Entries keep their order, names and timestamps; the only renames are
 * opaque photographic PNGs stored as JPEG, whose relationships and content types are rewritten to match.
 */
import { rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { XmlParseError, serializeXml } from '../../lib/pptx/xml-dom';
import { ToolError } from '../../lib/errors/tool-error';
import { CONTENT_TYPES_PART, ContentTypes } from './opc-parts';
import { analyseUsage, readAllRels, retargetRelationships } from './package-relationships';
import type { PictureFormat } from './picture-encoder';
import { encodePicture } from './picture-encoder';
import type { UsageMap } from './picture-usage';
import type { VideoReencoder } from './video-reencoder';
import type { ZipBudget } from '../../lib/zip/zip-budget';
import { ZipReader, type ZipEntry } from '../../lib/zip/zip-reader';
import { ZipWriter } from '../../lib/zip/zip-writer';
import type { PictureLevel } from './picture-encoder';

export type PackageKind = 'pptx' | 'docx' | 'xlsx' | 'key' | 'zip';

const OPC_KINDS: ReadonlySet<PackageKind> = new Set(['pptx', 'docx', 'xlsx']);
const MAX_DEPTH = 3;
const MAX_PICTURE_BYTES = 256 * 1024 ** 2;
const MIN_VIDEO_SAVING = 0.1;

export interface CompressStats {
  pictures: { reencoded: number; downscaled: number; kept: number };
  videos: number;
  worstSsim: number | null;
  nestedFiles: number;
  renamedParts: number;
  /** Digitally signed packages, whose parts were left byte-identical to keep the signature valid. */
  signedFiles: number;
}

export interface CompressEnv {
  tmpDir: string;
  signal: AbortSignal;
  budget: ZipBudget;
  /** How hard pictures are worked (the preset). */
  level: PictureLevel;
  stats: CompressStats;
  reencodeVideo: VideoReencoder;
  /** 0–1 for the top-level file; nested files report nothing. */
  progress(fraction: number): void;
}

export function emptyStats(): CompressStats {
  return {
    pictures: { reencoded: 0, downscaled: 0, kept: 0 },
    videos: 0,
    worstSsim: null,
    nestedFiles: 0,
    renamedParts: 0,
    signedFiles: 0,
  };
}

/** The kind of a file name, or null when it is not one the compressor opens. */
export function packageKindOf(name: string): PackageKind | null {
  const ext = path.extname(name).slice(1).toLowerCase();
  return ext === 'pptx' || ext === 'docx' || ext === 'xlsx' || ext === 'key' || ext === 'zip' ? ext : null;
}

interface Replacement {
  path?: string;
  buffer?: Buffer;
  newName?: string;
}

interface Plan {
  replacements: Map<string, Replacement>;
  /** Entries to process, with their weight (compressed bytes) for progress. */
  workBytes: number;
  doneBytes: number;
}

let tempCounter = 0;
function tempPath(env: CompressEnv, ext: string): string {
  tempCounter += 1;
  return path.join(env.tmpDir, `t${process.pid}-${tempCounter}${ext}`);
}

function extOf(name: string): string {
  return path.extname(name).slice(1).toLowerCase();
}

export async function compressPackage(
  input: string,
  output: string,
  kind: PackageKind,
  label: string,
  env: CompressEnv,
  depth = 0,
): Promise<void> {
  const archive = await ZipReader.open(input, label, { budget: env.budget });
  await compressOpened(archive, output, kind, env, depth);
}

/** Compresses an archive whose directory is read (and charged to the budget); closes it. */
async function compressOpened(archive: ZipReader, output: string, kind: PackageKind, env: CompressEnv, depth: number): Promise<void> {
  try {
    const plan: Plan = { replacements: new Map(), workBytes: 0, doneBytes: 0 };
    const report = (entry: ZipEntry): void => {
      plan.doneBytes += entry.compressedSize;
      if (depth === 0 && plan.workBytes > 0) env.progress(0.05 + (0.85 * plan.doneBytes) / plan.workBytes);
    };
    if (OPC_KINDS.has(kind)) await planOfficePackage(archive, kind, env, plan, report);
    else if (kind === 'key') await planKeynote(archive, env, plan, report);
    await planNested(archive, kind, env, plan, report, depth);
    if (depth === 0) env.progress(0.9);
    await writeArchive(archive, output, plan);
  } finally {
    archive.close();
  }
}

function isPictureName(name: string): boolean {
  return ['jpg', 'jpeg', 'jpe', 'png'].includes(extOf(name));
}

function formatOfName(name: string): PictureFormat {
  return extOf(name) === 'png' ? 'png' : 'jpeg';
}

async function planOfficePackage(
  archive: ZipReader,
  kind: PackageKind,
  env: CompressEnv,
  plan: Plan,
  report: (entry: ZipEntry) => void,
): Promise<void> {
  const ctEntry = archive.find(CONTENT_TYPES_PART);
  if (!ctEntry) {
    throw new ToolError('invalid_file', `"${archive.label}" is not an Office Open XML file: it has no [Content_Types].xml.`);
  }
  let contentTypes: ContentTypes;
  try {
    contentTypes = ContentTypes.parse(await archive.readBuffer(ctEntry));
  } catch (error) {
    if (error instanceof XmlParseError) {
      throw new ToolError('invalid_file', `"${archive.label}" is damaged: its [Content_Types].xml is not valid XML.`);
    }
    throw error;
  }

  const pictures = archive.entries.filter(
    (e) => !e.isDirectory && isPictureName(e.name) && (contentTypes.of(e.name) ?? '').startsWith('image/'),
  );
  // A digital signature covers part contents, not their ZIP compression: a signed file only gets a tighter container.
  if (archive.entries.some((e) => e.name.toLowerCase().startsWith('_xmlsignatures/'))) {
    env.stats.pictures.kept += pictures.length;
    env.stats.signedFiles += 1;
    return;
  }
  const videos = archive.entries.filter(
    (e) => !e.isDirectory && ['mp4', 'm4v'].includes(extOf(e.name)) && (contentTypes.of(e.name) ?? '') === 'video/mp4',
  );
  plan.workBytes += [...pictures, ...videos].reduce((sum, e) => sum + e.compressedSize, 0);

  const rels = await readAllRels(archive);
  const usage = await analyseUsage(archive, kind, rels, pictures);
  // Renaming needs every .rels readable, or a reference to the old name could survive.
  const canRename = rels.unreadable === 0;

  const taken = new Set(archive.entries.map((e) => e.name.toLowerCase()));
  const renamed = new Map<string, string>();
  for (const entry of pictures) {
    env.signal.throwIfAborted();
    await planPicture(archive, entry, usage, canRename, env, plan, taken, renamed);
    report(entry);
  }

  for (const entry of videos) {
    env.signal.throwIfAborted();
    await planVideo(archive, entry, env, plan);
    report(entry);
  }

  if (renamed.size > 0) {
    for (const [oldName, newName] of renamed) contentTypes.rename(oldName, newName, 'image/jpeg');
    plan.replacements.set(ctEntry.name, { buffer: serializeXml(contentTypes.doc) });
    for (const [relsName, doc] of rels.docs) {
      if (retargetRelationships(doc, relsName, renamed)) plan.replacements.set(relsName, { buffer: serializeXml(doc) });
    }
    env.stats.renamedParts += renamed.size;
  }
}

async function planPicture(
  archive: ZipReader,
  entry: ZipEntry,
  usage: UsageMap | null,
  canRename: boolean,
  env: CompressEnv,
  plan: Plan,
  taken: Set<string>,
  renamed: Map<string, string>,
): Promise<void> {
  const { stats } = env;
  if (entry.uncompressedSize > MAX_PICTURE_BYTES) {
    stats.pictures.kept += 1;
    return;
  }
  const data = await archive.readBuffer(entry);
  const use = usage ? usage.get(entry.name) : { need: null, unknown: true };
  const expected = formatOfName(entry.name);
  const result = await encodePicture({
    data,
    need: use.unknown ? null : use.need,
    allowJpegFromPng: canRename && expected === 'png',
    level: env.level,
    expectedFormat: expected,
  });
  if (result.kind === 'kept') {
    stats.pictures.kept += 1;
    return;
  }
  const file = tempPath(env, `.${result.format}`);
  await writeFile(file, result.data);
  const replacement: Replacement = { path: file };
  if (result.format !== expected) {
    const newName = freeName(entry.name, 'jpeg', taken);
    taken.add(newName.toLowerCase());
    replacement.newName = newName;
    renamed.set(entry.name, newName);
  }
  plan.replacements.set(entry.name, replacement);
  stats.pictures.reencoded += 1;
  if (result.downscaled) stats.pictures.downscaled += 1;
  stats.worstSsim = stats.worstSsim === null ? result.ssim : Math.min(stats.worstSsim, result.ssim);
}

/** `ppt/media/image3.png` → `ppt/media/image3.jpeg`, or `image3-1.jpeg` … when that name is taken (case-insensitively). */
function freeName(name: string, ext: string, taken: ReadonlySet<string>): string {
  const stem = name.slice(0, name.length - path.extname(name).length);
  let candidate = `${stem}.${ext}`;
  for (let n = 1; taken.has(candidate.toLowerCase()); n++) candidate = `${stem}-${n}.${ext}`;
  return candidate;
}

async function planVideo(archive: ZipReader, entry: ZipEntry, env: CompressEnv, plan: Plan): Promise<void> {
  const source = tempPath(env, path.extname(entry.name));
  const encoded = tempPath(env, '.mp4');
  await archive.extractTo(entry, source);
  try {
    const ok = await env.reencodeVideo(source, encoded, `${archive.label} › ${entry.name}`, env.signal);
    if (ok && (await stat(encoded)).size <= entry.uncompressedSize * (1 - MIN_VIDEO_SAVING)) {
      plan.replacements.set(entry.name, { path: encoded });
      env.stats.videos += 1;
    } else {
      await rm(encoded, { force: true });
    }
  } finally {
    await rm(source, { force: true });
  }
}

/** Keynote: pictures under Data/ keep name and format (the .iwa index refers to them by name); .iwa stays as is. */
async function planKeynote(archive: ZipReader, env: CompressEnv, plan: Plan, report: (entry: ZipEntry) => void): Promise<void> {
  const pictures = archive.entries.filter((e) => !e.isDirectory && isPictureName(e.name) && !e.name.toLowerCase().endsWith('.iwa'));
  plan.workBytes += pictures.reduce((sum, e) => sum + e.compressedSize, 0);
  const taken = new Set<string>();
  const renamed = new Map<string, string>();
  for (const entry of pictures) {
    env.signal.throwIfAborted();
    await planPicture(archive, entry, null, false, env, plan, taken, renamed);
    report(entry);
  }
}

/** Office files and archives inside: compressed on their own, kept when that does not make them smaller. */
async function planNested(
  archive: ZipReader,
  kind: PackageKind,
  env: CompressEnv,
  plan: Plan,
  report: (entry: ZipEntry) => void,
  depth: number,
): Promise<void> {
  if (depth + 1 > MAX_DEPTH) return;
  const nested = archive.entries.filter((e) => {
    if (e.isDirectory || plan.replacements.has(e.name)) return false;
    const nestedKind = packageKindOf(e.name);
    // Keynote's own bundles are left to Keynote; office files nest inside each other as embeddings.
    return nestedKind !== null && kind !== 'key' && (kind === 'zip' || nestedKind !== 'zip');
  });
  plan.workBytes += nested.reduce((sum, e) => sum + e.compressedSize, 0);
  // Every archive inside is opened (its directory charged to the shared budget) before any is worked on: a bomb
  // spread over several nested archives is refused at once, not after the first ones were recompressed in full.
  const opened: { entry: ZipEntry; source: string; reader: ZipReader | null }[] = [];
  try {
    for (const entry of nested) {
      env.signal.throwIfAborted();
      const source = tempPath(env, path.extname(entry.name));
      const item: (typeof opened)[number] = { entry, source, reader: null };
      opened.push(item);
      await archive.extractTo(entry, source);
      item.reader = await openNested(source, `${archive.label} › ${entry.name}`, env);
    }
    for (const item of opened) {
      env.signal.throwIfAborted();
      const reader = item.reader;
      item.reader = null;
      if (reader) await compressNested(reader, item.entry, env, plan, depth);
      report(item.entry);
    }
  } finally {
    for (const item of opened) {
      item.reader?.close();
      await rm(item.source, { force: true });
    }
  }
}

/** A damaged file inside is kept as it is (null); a zip bomb inside stops everything. */
async function openNested(source: string, label: string, env: CompressEnv): Promise<ZipReader | null> {
  try {
    return await ZipReader.open(source, label, { budget: env.budget });
  } catch (error) {
    if (error instanceof ToolError && error.code === 'invalid_file') return null;
    throw error;
  }
}

async function compressNested(reader: ZipReader, entry: ZipEntry, env: CompressEnv, plan: Plan, depth: number): Promise<void> {
  const compressed = tempPath(env, path.extname(entry.name));
  try {
    await compressOpened(reader, compressed, packageKindOf(entry.name) as PackageKind, env, depth + 1);
    if ((await stat(compressed)).size < entry.uncompressedSize) {
      plan.replacements.set(entry.name, { path: compressed });
      env.stats.nestedFiles += 1;
      return;
    }
  } catch (error) {
    if (!(error instanceof ToolError) || error.code !== 'invalid_file') throw error;
  }
  await rm(compressed, { force: true });
}

async function writeArchive(archive: ZipReader, output: string, plan: Plan): Promise<void> {
  const writer = new ZipWriter(output);
  for (const entry of archive.entries) {
    const mtime = entry.mtime;
    if (entry.isDirectory) {
      writer.addDirectory(entry.name, mtime);
      continue;
    }
    const replacement = plan.replacements.get(entry.name);
    const name = replacement?.newName ?? entry.name;
    if (replacement?.buffer) writer.addBuffer(name, replacement.buffer, { mtime });
    else if (replacement?.path) writer.addFile(name, replacement.path, { mtime });
    else writer.addLazyStream(name, () => archive.openStream(entry), { mtime });
  }
  await writer.finish();
}
