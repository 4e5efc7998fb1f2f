import type { StagedFile } from '../../../../shared/contract/ipc';
import type { BRAND_MARK_POSITIONS } from '../../../../shared/tools/definitions/html-build-player';

export type BrandMarkPosition = (typeof BRAND_MARK_POSITIONS)[number];

export const PAGE_SIZES = [
  { id: '1920x1080', width: 1920, height: 1080 },
  { id: '1280x720', width: 1280, height: 720 },
  { id: '1024x768', width: 1024, height: 768 },
] as const;

export type PageSizeId = (typeof PAGE_SIZES)[number]['id'] | 'custom';

export interface PlayerOptions {
  title: string;
  description: string;
  size: PageSizeId;
  /** The custom page size as typed. */
  customWidth: string;
  customHeight: string;
  brandMark: BrandMarkPosition;
  /** The person's own mark, scaled down (brand-picture.ts), and the file it came from; Deckhand's mark when null. */
  brandPicture: { dataUrl: string; name: string } | null;
}

export const INITIAL_PLAYER_OPTIONS: PlayerOptions = {
  title: '',
  description: '',
  size: '1920x1080',
  customWidth: '',
  customHeight: '',
  brandMark: 'none',
  brandPicture: null,
};

const MAX_SIDE = 16_384;

function side(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,5}$/.test(trimmed) && Number(trimmed) >= 1 && Number(trimmed) <= MAX_SIDE ? Number(trimmed) : null;
}

/** The page size in pixels, or null while a custom size is not two whole numbers from 1 to 16384. */
export function pageSize(options: PlayerOptions): { width: number; height: number } | null {
  if (options.size !== 'custom') {
    const preset = PAGE_SIZES.find((entry) => entry.id === options.size);
    return preset ? { width: preset.width, height: preset.height } : null;
  }
  const [width, height] = [side(options.customWidth), side(options.customHeight)];
  return width !== null && height !== null ? { width, height } : null;
}

/** One `contents` entry per file, in the list's order: the engine keeps `key` on each slide's frame. */
export function playerParams(options: PlayerOptions, files: readonly StagedFile[]): Record<string, unknown> {
  const size = pageSize(options);
  const title = options.title.trim();
  const description = options.description.trim();
  return {
    contents: files.map((file) => ({ key: file.name })),
    ...(size ? { pageWidth: size.width, pageHeight: size.height } : {}),
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    brandMarkPosition: options.brandMark,
    ...(options.brandPicture && options.brandMark !== 'none' ? { brandMark: options.brandPicture.dataUrl } : {}),
  };
}

export function playerBlocker(options: PlayerOptions): string | null {
  return pageSize(options) === null ? `Type the page’s width and height in pixels (whole numbers up to ${MAX_SIDE}).` : null;
}

/** "Quarterly review", else "intro.html + 4 more". */
export function playerTaskName(options: PlayerOptions, files: readonly StagedFile[]): string | undefined {
  const title = options.title.trim();
  if (title) return title.slice(0, 200);
  const [first] = files;
  if (!first) return undefined;
  return files.length === 1 ? first.name : `${first.name} + ${files.length - 1} more`;
}
