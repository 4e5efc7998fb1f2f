/**
 * Number & watermark's picture. It arrives as a data URL in `params`; the bytes are judged by their content (sharp
 * reads them under a pixel bound, and only a PNG or JPEG is taken, whatever the data URL claims) and written out again,
 * so the stamp layer holds pixels only — no metadata, no second frame, no colour profile pdf-lib would pass on.
 */
import sharp from 'sharp';
import { WATERMARK_PICTURE_DATA_URL } from '../../../../shared/tools/definitions/pdf-stamp';
import { ToolError } from '../errors/tool-error';

/** A watermark needs no more: refused before decoding when the header claims more pixels. */
const MAX_PICTURE_INPUT_PIXELS = 4096 * 4096;
/** Longest side kept: a page-wide picture at about 200 dpi on A4. */
const MAX_SIDE = 1600;

export interface StampPicture {
  /** PNG when the picture has transparency, else JPEG. */
  kind: 'png' | 'jpeg';
  bytes: Uint8Array;
  width: number;
  height: number;
}

function unreadable(reason: string): ToolError {
  return new ToolError('invalid_parameter', `watermarkPicture: the picture could not be read (${reason}).`);
}

export async function stampPicture(dataUrl: string): Promise<StampPicture> {
  if (!WATERMARK_PICTURE_DATA_URL.test(dataUrl)) {
    throw new ToolError('invalid_parameter', 'watermarkPicture must be a PNG or JPEG picture as a base64 data: URL.');
  }
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const options = { limitInputPixels: MAX_PICTURE_INPUT_PIXELS, failOn: 'error', animated: false } as const;
  try {
    const meta = await sharp(bytes, options).metadata();
    if (meta.format !== 'png' && meta.format !== 'jpeg') throw unreadable(`it is ${meta.format ?? 'no picture'}, not a PNG or JPEG`);
    const picture = sharp(bytes, options).rotate().resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const out = meta.hasAlpha ? picture.png({ compressionLevel: 9 }) : picture.jpeg({ quality: 88 });
    const { data, info } = await out.toBuffer({ resolveWithObject: true });
    return { kind: meta.hasAlpha ? 'png' : 'jpeg', bytes: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof ToolError) throw error;
    throw unreadable(error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));
  }
}
