import { MAX_PICTURE_PARAM_CHARS } from '../../../../shared/tools/picture-param';

/** Why a chosen file cannot be the watermark; the field words it. */
export type PictureProblem = 'notPicture' | 'unreadable' | 'tooDetailed';

export class WatermarkPictureError extends Error {
  constructor(readonly problem: PictureProblem) {
    super(problem);
  }
}

/** Longest sides tried, largest first: a page-wide picture stays sharp at the first that fits the params. */
const SIDES = [1600, 1200, 900, 700, 500, 350];

function hasTransparency(canvas: HTMLCanvasElement): boolean {
  const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
  if (!data) return false;
  for (let i = 3; i < data.length; i += 4) if (data[i]! < 255) return true;
  return false;
}

/**
 * A chosen PNG or JPEG as a data URL small enough for the tool's params (shared/tools/picture-param.ts): scaled down
 * step by step, kept as PNG when it has transparency (a logo), else also tried as JPEG. The engine decodes and
 * re-encodes it again (main/engine/lib/pdf/stamp-picture.ts).
 */
export async function watermarkPictureFrom(file: File): Promise<string> {
  if (!/^image\/(png|jpeg)$/.test(file.type)) throw new WatermarkPictureError('notPicture');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new WatermarkPictureError('unreadable');
  }
  try {
    let transparent: boolean | null = null;
    const longest = Math.max(bitmap.width, bitmap.height);
    for (const side of new Set(SIDES.map((side) => Math.min(side, longest)))) {
      const scale = side / longest;
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      transparent ??= hasTransparency(canvas);
      const tries: Array<[string, number | undefined]> = transparent
        ? [['image/png', undefined]]
        : [
            ['image/png', undefined],
            ['image/jpeg', 0.88],
            ['image/jpeg', 0.75],
          ];
      for (const [type, quality] of tries) {
        const url = canvas.toDataURL(type, quality);
        if (url.startsWith(`data:${type};base64,`) && url.length <= MAX_PICTURE_PARAM_CHARS) return url;
      }
    }
  } finally {
    bitmap.close();
  }
  throw new WatermarkPictureError('tooDetailed');
}
