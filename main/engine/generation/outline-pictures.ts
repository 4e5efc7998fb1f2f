/**
 * The pictures an outline refers to, read into its picture slides. An outline is untrusted input: a picture is
 * taken only from a data: URI in the outline or from a file given with the task, matched by its file name — a path
 * on this computer or a URL is never opened. Pictures are checked by decoding their header (sharp); what is not a
 * PNG, JPEG or GIF, or is rotated by EXIF, is redrawn as PNG so every slide shows it upright.
 */
import { readFile } from 'node:fs/promises';
import sharp, { type Metadata } from 'sharp';
import type { DeckOutline, Picture } from './deck-outline';

export interface PictureFile {
  /** The user's file name. */
  name: string;
  path: string;
}

const MAX_DATA_URI_BYTES = 25 * 1024 * 1024;
export const PICTURE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif'] as const;

/** The task file an outline's picture reference names, if any: by its last path segment, never by a path. */
export function matchPictureFile(source: string, files: readonly PictureFile[]): PictureFile | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(source) || source.startsWith('/') || source.startsWith('\\') || source.startsWith('//')) return undefined;
  let name: string;
  try {
    name = decodeURIComponent(source);
  } catch {
    name = source;
  }
  const base = name.split(/[\\/]/).pop()?.toLowerCase() ?? '';
  return base ? files.find((file) => file.name.toLowerCase() === base) : undefined;
}

async function pictureFrom(data: Buffer, description: string): Promise<Picture | undefined> {
  let meta: Metadata;
  try {
    meta = await sharp(data).metadata();
  } catch {
    return undefined;
  }
  if (!meta.width || !meta.height) return undefined;
  const format = meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'gif' ? meta.format : null;
  if (format && (meta.orientation ?? 1) <= 1) return { data, extension: format, width: meta.width, height: meta.height, description };
  const { data: png, info } = await sharp(data).rotate().png().toBuffer({ resolveWithObject: true });
  return { data: png, extension: 'png', width: info.width, height: info.height, description };
}

async function load(source: string, files: readonly PictureFile[], description: string): Promise<Picture | undefined> {
  const uri = /^data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/=\s]+)$/i.exec(source);
  if (uri) {
    if (uri[1]!.length * 0.75 > MAX_DATA_URI_BYTES) return undefined;
    return pictureFrom(Buffer.from(uri[1]!, 'base64'), description);
  }
  const file = matchPictureFile(source, files);
  return file ? pictureFrom(await readFile(file.path), description) : undefined;
}

/** Reads every picture slide's picture; returns the references that named no usable picture. */
export async function attachPictures(outline: DeckOutline, files: readonly PictureFile[]): Promise<string[]> {
  const missing: string[] = [];
  for (const slide of outline.slides) {
    if (slide.layout !== 'pictureCaption' || !slide.source || slide.picture) continue;
    const picture = await load(slide.source, files, slide.description ?? '');
    if (picture) slide.picture = picture;
    else missing.push(slide.source.startsWith('data:') ? 'a data: picture' : slide.source);
  }
  return missing;
}
