/**
 * image.resize: scale an image down to `maxWidth` or `maxHeight`, aspect kept, in the input's own format.
 * Never upscales: an image already within the bound comes back byte for byte (`upscaleAvoided: true`).
 * EXIF orientation is applied (dimensions are the upright ones); EXIF, XMP and the ICC profile are kept, with the
 * orientation tag reset. Animated GIF/WebP stay animated (every frame resized, delays and loop kept).
 */
import { copyFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { FormatEnum, Metadata, Sharp } from 'sharp';
import { MAX_INPUT_PIXELS } from '../lib/media/picture-input';
import { safeFileBase, splitFileName } from '../lib/files/file-names';
import { defineEngineTool, type ToolRun } from './tool';
import { ToolError } from '../lib/errors/tool-error';
import type { ParamsOf } from '../../../shared/tools/catalog';

/** Decompression-bomb guard: ~150 megapixels over all frames (a 4.6 GB RGBA canvas would be needed beyond that). */

// libvips keeps recently opened files open for reuse; on Windows an open input cannot be deleted by the engine.
sharp.cache({ files: 0 });

/** As the tool definition's schema parses them (shared/tools/definitions). */
export type ImageResizeParams = ParamsOf<'image.resize'>;

type OutputFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff' | 'avif';

const FORMATS: Record<OutputFormat, { mime: string; extensions: string[] }> = {
  jpeg: { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg', '.jpe', '.jfif'] },
  png: { mime: 'image/png', extensions: ['.png'] },
  webp: { mime: 'image/webp', extensions: ['.webp'] },
  gif: { mime: 'image/gif', extensions: ['.gif'] },
  tiff: { mime: 'image/tiff', extensions: ['.tif', '.tiff'] },
  avif: { mime: 'image/avif', extensions: ['.avif'] },
};

const READABLE = 'JPEG, PNG, WebP, GIF, TIFF or AVIF';
const INPUT_OPTIONS = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;

function outputFormatOf(meta: Metadata, name: string): OutputFormat {
  const format: keyof FormatEnum = meta.format;
  if (format === 'jpeg' || format === 'png' || format === 'webp' || format === 'gif' || format === 'tiff') return format;
  if (format === 'heif') {
    if (meta.compression === 'av1') return 'avif';
    throw new ToolError(
      'unsupported_format',
      `“${name}” is a HEIC photo, which cannot be decoded here: convert it to JPEG first (e.g. export from Photos).`,
    );
  }
  throw new ToolError(
    'unsupported_format',
    `“${name}” is a ${String(format).toUpperCase()} image; only ${READABLE} images can be resized.`,
  );
}

function readError(name: string, error: unknown): ToolError {
  const text = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(text)) {
    return new ToolError('invalid_file', `“${name}” is too large to process: over ${MAX_INPUT_PIXELS / 1e6} megapixels.`);
  }
  if (/unsupported image format/i.test(text)) {
    return new ToolError('invalid_file', `“${name}” is not an image that can be read: send a ${READABLE} file.`);
  }
  return new ToolError(
    'invalid_file',
    `“${name}” could not be read as an image; it may be damaged or incomplete (${text.replace(/^Vips\w*:\s*/, '').trim()}).`,
  );
}

function checkParams(params: ImageResizeParams): { side: 'width' | 'height'; limit: number } {
  const { maxWidth, maxHeight } = params;
  const valid = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0;
  if ((maxWidth === undefined) === (maxHeight === undefined)) {
    throw new ToolError('invalid_parameter', 'Give exactly one of maxWidth or maxHeight (a whole number of pixels).');
  }
  if (maxWidth !== undefined) {
    if (!valid(maxWidth)) throw new ToolError('invalid_parameter', 'maxWidth must be a whole number of pixels greater than 0.');
    return { side: 'width', limit: maxWidth };
  }
  if (!valid(maxHeight)) throw new ToolError('invalid_parameter', 'maxHeight must be a whole number of pixels greater than 0.');
  return { side: 'height', limit: maxHeight };
}

function encode(pipeline: Sharp, format: OutputFormat, meta: Metadata): Sharp {
  switch (format) {
    case 'jpeg':
      // mozjpeg's trellis quantisation and tables (~17 % smaller than libjpeg-turbo at equal SSIM); its scan
      // optimisation is left out: it cost a third of the encoding time for under 1 % of size (measured on 4000×3000 photos).
      return pipeline.jpeg({ quality: 82, mozjpeg: true, optimiseScans: false });
    case 'png':
      return pipeline.png({ palette: meta.isPalette });
    case 'webp':
      return pipeline.webp({ quality: 82 });
    case 'gif':
      return pipeline.gif();
    case 'tiff':
      return pipeline.tiff({ compression: 'lzw', predictor: 'horizontal' });
    case 'avif':
      return pipeline.avif({ quality: 60 });
  }
}

export const run: ToolRun<ImageResizeParams> = async (ctx) => {
  const { inputs, params, workDir, signal } = ctx;
  const input = inputs[0];
  if (!input) throw new ToolError('invalid_parameter', 'Send one image file.');
  const bound = checkParams(params);

  let meta: Metadata;
  try {
    meta = await sharp(input.path, INPUT_OPTIONS).metadata();
  } catch (error) {
    throw readError(input.name, error);
  }
  const format = outputFormatOf(meta, input.name);
  const frames = meta.pages ?? 1;
  const animated = (format === 'gif' || format === 'webp') && frames > 1;
  // Read without `animated`, the metadata describes one frame; the animated pipeline decodes them all.
  if (meta.width * meta.height * (animated ? frames : 1) > MAX_INPUT_PIXELS) {
    throw readError(input.name, new Error('pixel limit'));
  }
  const originalWidth = meta.autoOrient.width;
  const originalHeight = meta.autoOrient.height;
  signal.throwIfAborted();
  ctx.reportProgress(10);

  const { base, ext } = splitFileName(input.name);
  const extension = FORMATS[format].extensions.includes(ext.toLowerCase()) ? ext : FORMATS[format].extensions[0]!;
  const safeBase = safeFileBase(base, 'image');
  const inputSize = (await stat(input.path)).size;
  const fits = (bound.side === 'width' ? originalWidth : originalHeight) <= bound.limit;

  let outputPath: string;
  let width: number;
  let height: number;
  if (fits) {
    outputPath = path.join(workDir, `original${extension}`);
    await copyFile(input.path, outputPath);
    width = originalWidth;
    height = originalHeight;
  } else {
    outputPath = path.join(workDir, `resized${extension}`);
    const pipeline = sharp(input.path, { ...INPUT_OPTIONS, animated, autoOrient: !animated })
      .resize(bound.side === 'width' ? { width: bound.limit } : { height: bound.limit })
      .keepMetadata();
    try {
      const info = await encode(pipeline, format, meta).toFile(outputPath);
      width = info.width;
      height = animated ? (info.pageHeight ?? info.height) : info.height;
    } catch (error) {
      throw readError(input.name, error);
    }
  }
  signal.throwIfAborted();
  const size = (await stat(outputPath)).size;
  ctx.reportProgress(100);

  const dimension = bound.side === 'width' ? `${width}w` : `${height}h`;
  return {
    path: outputPath,
    // A picture already within the limit comes back as it was, under its own name: a "-1024w" would say it changed.
    fileName: fits ? `${safeBase}${extension}` : `${safeBase}-${dimension}${extension}`,
    mimeType: FORMATS[format].mime,
    metadata: {
      width,
      height,
      originalWidth,
      originalHeight,
      format,
      inputSize,
      upscaleAvoided: fits,
      ...(animated ? { animated: true, frames } : {}),
    },
    preview: { bytes: size },
  };
};

export const engineTool = defineEngineTool({ type: 'image.resize', run });
