/**
 * The person's own brand mark for the player page. The picture arrives as a data URL in `params`; it is decoded with
 * sharp under the engine's pixel guard and written out again as a small PNG, so what lands in the page is pixels only
 * (no metadata, no second frame, nothing a browser would parse beyond a PNG), at a mark's size.
 */
import sharp from 'sharp';
import { BRAND_MARK_DATA_URL } from '../../../shared/tools/definitions/html-build-player';
import { ToolError } from '../lib/errors/tool-error';

/** Twice the 48 px the page shows it at, for sharp screens; wide marks (a word mark) up to five times as wide. */
const MARK_HEIGHT = 96;
const MARK_WIDTH = 480;
/** A mark is small: a picture claiming more pixels than this is refused before it is decoded. */
const MAX_MARK_INPUT_PIXELS = 4096 * 4096;

/** The mark as a PNG data URL ready for an `<img src>`; a clear `invalid_parameter` when it is not a picture. */
export async function brandMarkPicture(dataUrl: string): Promise<string> {
  if (!BRAND_MARK_DATA_URL.test(dataUrl)) {
    throw new ToolError('invalid_parameter', 'brandMark must be a PNG, JPEG, WebP or GIF picture as a base64 data: URL.');
  }
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  try {
    const png = await sharp(bytes, { limitInputPixels: MAX_MARK_INPUT_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: MARK_WIDTH, height: MARK_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ToolError('invalid_parameter', `brandMark: the picture could not be read (${reason}).`);
  }
}
