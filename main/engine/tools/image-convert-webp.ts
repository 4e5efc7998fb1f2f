/**
 * image.convertWebp: any picture sharp reads → WebP. Photos (JPEG) are encoded lossy at quality 82, which looks the
 * same and is far smaller; drawings and screenshots (PNG, GIF, TIFF …) are encoded both lossless and lossy and the
 * smaller of the two is kept, so flat colours stay exact when that costs nothing. Orientation is applied, metadata
 * (EXIF, ICC) kept, animations stay animated. The same pixel and decompression guards as image.resize apply.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Metadata, WebpOptions } from 'sharp';
import { MAX_INPUT_PIXELS, pictureReadError } from '../lib/media/picture-input';
import { safeFileBase, splitFileName } from '../lib/files/file-names';
import { defineEngineTool, type ToolRun } from './tool';
import { ToolError } from '../lib/errors/tool-error';

const LOSSY_QUALITY = 82;
const INPUT = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: true } as const;

export const run: ToolRun = async (ctx) => {
  const input = ctx.inputs[0];
  if (!input) throw new ToolError('invalid_parameter', 'Send one image.');
  let meta: Metadata;
  try {
    meta = await sharp(input.path, INPUT).metadata();
  } catch (error) {
    throw pictureReadError(input.name, error);
  }
  if (meta.format === 'heif' && meta.compression !== 'av1') {
    throw new ToolError('unsupported_format', `“${input.name}” is a HEIC photo, which cannot be decoded here: convert it to JPEG first.`);
  }
  ctx.reportProgress(10);
  const base = safeFileBase(splitFileName(input.name).base, 'image');
  const encode = async (options: WebpOptions, file: string): Promise<number> => {
    ctx.signal.throwIfAborted();
    try {
      await sharp(input.path, INPUT)
        .rotate()
        .keepMetadata()
        .webp({ effort: 4, ...options })
        .toFile(file);
    } catch (error) {
      throw pictureReadError(input.name, error);
    }
    return (await stat(file)).size;
  };
  const lossyPath = path.join(ctx.workDir, 'lossy.webp');
  const lossySize = await encode({ quality: LOSSY_QUALITY, alphaQuality: 100 }, lossyPath);
  let chosen = { path: lossyPath, size: lossySize, lossless: false };
  if (meta.format !== 'jpeg') {
    ctx.reportProgress(50);
    const losslessPath = path.join(ctx.workDir, 'lossless.webp');
    const losslessSize = await encode({ lossless: true }, losslessPath);
    if (losslessSize <= lossySize) chosen = { path: losslessPath, size: losslessSize, lossless: true };
  }
  const out = await sharp(chosen.path, { animated: true }).metadata();
  ctx.reportProgress(100);
  return {
    path: chosen.path,
    fileName: `${base}.webp`,
    mimeType: 'image/webp',
    metadata: {
      width: out.width,
      height: out.pageHeight ?? out.height,
      frames: out.pages ?? 1,
      lossless: chosen.lossless,
      inputFormat: meta.format,
      inputSize: input.size,
    },
    preview: { bytes: chosen.size },
  };
};

export const engineTool = defineEngineTool({ type: 'image.convertWebp', run });
