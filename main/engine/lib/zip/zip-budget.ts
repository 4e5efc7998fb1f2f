/**
 * The one set of ZIP-bomb guards every archive the engine opens is held to (issue #18). A budget is charged once
 * per entry of the directory, before any byte is inflated; an archive opened inside another (a deck in a .zip, a
 * workbook embedded in a deck) is charged to the same budget, so nesting cannot multiply the allowance.
 */
import { formatBytes } from '../../../../shared/format-bytes';
import { ToolError } from '../errors/tool-error';

export interface ZipLimits {
  /** Directory entries (files and folders) over this archive and every archive opened inside it. */
  maxEntries: number;
  /** Sum of the declared uncompressed sizes; the reader holds every entry to its declared size. */
  maxTotalUncompressed: number;
  /** An entry at least this large (uncompressed) must not expand more than `maxRatio` times. */
  ratioCheckFrom: number;
  maxRatio: number;
}

/**
 * 4 GiB: a 500 MB deck of pictures and videos expands to about its own size, and a merge of several such decks
 * opens each with its own budget. Real media does not deflate 100 times; zeros and solid colours do.
 */
export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 50_000,
  maxTotalUncompressed: 4 * 1024 ** 3,
  ratioCheckFrom: 16 * 1024 ** 2,
  maxRatio: 100,
};

export interface ChargedEntry {
  name: string;
  uncompressedSize: number;
  compressedSize: number;
}

export class ZipBudget {
  private totalUncompressed = 0;
  private entries = 0;

  constructor(readonly limits: ZipLimits = DEFAULT_ZIP_LIMITS) {}

  /** Refuses an archive whose end record already declares more entries than the budget has left. */
  checkDeclaredCount(label: string, count: number): void {
    if (this.entries + count > this.limits.maxEntries) throw tooManyEntries(label, this.limits.maxEntries);
  }

  charge(label: string, entry: ChargedEntry): void {
    const { limits } = this;
    this.entries += 1;
    this.totalUncompressed += entry.uncompressedSize;
    if (this.entries > limits.maxEntries) throw tooManyEntries(label, limits.maxEntries);
    if (this.totalUncompressed > limits.maxTotalUncompressed) {
      throw new ToolError(
        'zip_bomb',
        `${label}: would expand to more than ${formatBytes(limits.maxTotalUncompressed)}; it looks like a zip bomb.`,
        { file: label },
      );
    }
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize >= limits.ratioCheckFrom && ratio > limits.maxRatio) {
      throw new ToolError(
        'zip_bomb',
        `${label}: the entry ${entry.name} expands ${Math.round(ratio)} times (to ${formatBytes(entry.uncompressedSize)}); ` +
          'it looks like a zip bomb.',
        { file: label, detail: `${entry.name}: ${entry.compressedSize} → ${entry.uncompressedSize} bytes` },
      );
    }
  }
}

function tooManyEntries(label: string, max: number): ToolError {
  return new ToolError('zip_bomb', `${label}: holds more than ${max} files; it looks like a zip bomb.`, { file: label });
}
