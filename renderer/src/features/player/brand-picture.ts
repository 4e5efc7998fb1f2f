import { MAX_BRAND_MARK_CHARS } from '../../../../shared/tools/definitions/html-build-player';

/** The page shows a mark 48 px high; twice that for sharp screens, and a word mark up to five times as wide. */
const MARK_HEIGHT = 96;
const MARK_WIDTH = 480;

/**
 * A picture the person chose, scaled down in the page to a mark's size and encoded as a data URL small enough for the
 * tool's params (the engine caps a field at 64 KB and re-encodes the mark itself). Throws a sentence to show.
 */
export async function brandPictureFrom(file: File): Promise<string> {
  if (!/^image\/(png|jpeg|webp|gif)$/.test(file.type)) throw new Error(`“${file.name}” is not a PNG, JPEG, WebP or GIF picture.`);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error(`“${file.name}” could not be read as a picture.`);
  }
  const scale = Math.min(1, MARK_HEIGHT / bitmap.height, MARK_WIDTH / bitmap.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  // PNG keeps a logo's flat colours and transparency; a photo-like mark that is too large as PNG goes as WebP.
  for (const [type, quality] of [
    ['image/png', undefined],
    ['image/webp', 0.9],
    ['image/webp', 0.7],
  ] as const) {
    const url = canvas.toDataURL(type, quality);
    if (url.startsWith(`data:${type}`) && url.length <= MAX_BRAND_MARK_CHARS) return url;
  }
  throw new Error(`“${file.name}” is too detailed to use as a mark: choose a simpler logo.`);
}
