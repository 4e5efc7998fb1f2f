/**
 * The package being built: part names (allocated case-insensitively unique), content types, relationships, and
 * bodies that are either small serialized XML buffers or references to a source ZIP entry streamed at write time.
 */
import { PartNameAllocator, partKey } from './part-names';
import type { Relationship } from './relationships';
import type { ZipSource } from '../zip/zip-source';

export type PartBody = { kind: 'bytes'; data: Buffer } | { kind: 'zip'; source: ZipSource; sourcePart: string; size: number };

export interface OutputPart {
  name: string;
  contentType: string;
  body: PartBody;
  /** Deflate when written; false for formats that are already compressed (JPEG, PNG, MP4, …). */
  compress: boolean;
  rels: Relationship[];
}

export class OutputPackage {
  readonly names = new PartNameAllocator();
  readonly packageRels: Relationship[] = [];
  private readonly parts = new Map<string, OutputPart>();

  set(part: OutputPart): void {
    this.parts.set(partKey(part.name), part);
  }

  get(name: string): OutputPart | undefined {
    return this.parts.get(partKey(name));
  }

  list(): OutputPart[] {
    return [...this.parts.values()];
  }

  /** Bytes of part content to write (before compression); for progress reporting. */
  contentBytes(): number {
    let n = 0;
    for (const p of this.parts.values()) n += p.body.kind === 'bytes' ? p.body.data.length : p.body.size;
    return n;
  }
}

/** Extensions whose content is already compressed: stored as is, which is also what makes big merges fast. */
const STORED_EXTENSIONS: ReadonlySet<string> = new Set([
  'jpg',
  'jpeg',
  'jpe',
  'png',
  'gif',
  'webp',
  'wdp',
  'jxr',
  'heic',
  'avif',
  'mp4',
  'm4v',
  'mov',
  'mkv',
  'webm',
  'wmv',
  'avi',
  'mpg',
  'mpeg',
  'mp3',
  'm4a',
  'aac',
  'ogg',
  'oga',
  'wma',
  'opus',
  'zip',
  'xlsx',
  'xlsm',
  'docx',
  'docm',
  'pptx',
  'pptm',
  'gz',
  '7z',
]);

/**
 * Deflate unless the part is already compressed. The name alone does not decide it: a "picture" of zeros deflated a
 * thousandfold in the source would otherwise be stored at full size, once per output deck (a split of a 1 MB deck
 * wrote 7.5 GB). A source entry that shrank by more than a tenth is compressible, whatever its name.
 */
export function shouldCompress(extension: string, source?: { compressedSize: number; uncompressedSize: number }): boolean {
  if (!STORED_EXTENSIONS.has(extension)) return true;
  return source !== undefined && source.compressedSize < source.uncompressedSize * 0.9;
}
