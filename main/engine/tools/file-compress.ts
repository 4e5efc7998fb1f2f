/**
 * file.compress: makes a .pptx/.docx/.xlsx/.key/.zip smaller while it looks the same (compress/package-compressor.ts).
 * Every re-encoded picture keeps SSIM ≥ 0.95 against the original at the size it is shown. When the result would
 * not be smaller, the original bytes come back with `unchanged: true`.
 */
import { copyFile, mkdir, open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { CompressStats, PackageKind } from './compress/package-compressor';
import { compressPackage, emptyStats, packageKindOf } from './compress/package-compressor';
import type { ParamsOf } from '../../../shared/tools/catalog';
import type { VideoReencoder } from './compress/video-reencoder';
import { reencodeVideo } from './compress/video-reencoder';
import { BALANCED_LEVEL, type PictureLevel } from './compress/picture-encoder';
import { DEFAULT_ZIP_LIMITS, ZipBudget, type ZipLimits } from '../lib/zip/zip-budget';
import { safeFileBase, splitFileName } from '../lib/files/file-names';
import { defineEngineTool, type ToolContext, type ToolOutput, type ToolRun } from './tool';
import { ToolError } from '../lib/errors/tool-error';

const MIME: Record<PackageKind, string> = {
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  key: 'application/vnd.apple.keynote',
  zip: 'application/zip',
};

type CompressParams = ParamsOf<'file.compress'>;
type Preset = CompressParams['preset'];

/**
 * How hard each preset works the pictures (picture-encoder.ts). The SSIM floor: 0.95 is what `balanced` always kept;
 * 0.98 leaves only near-lossless changes; 0.90 allows visible softening in exchange for size. The resolution a picture
 * keeps at its shown size: 330 ppi (more than any screen shows), 220 ppi (PowerPoint's "print"), 150 ppi (PowerPoint's
 * "web", sharp on a laptop screen and a projector); `smallest` also scales down anything larger than that at all, and
 * tries lower JPEG qualities.
 */
export const PRESET_LEVELS: Readonly<Record<Preset, PictureLevel>> = {
  best: { minSsim: 0.98, ppi: 330, downscaleOver: 1.5, jpegQualities: [86, 92, 95] },
  balanced: BALANCED_LEVEL,
  smallest: { minSsim: 0.9, ppi: 150, downscaleOver: 1.05, jpegQualities: [60, 70, 80] },
};

/** The SSIM floor per preset (tests and the bench read it). */
export const PRESET_MIN_SSIM: Readonly<Record<Preset, number>> = {
  best: PRESET_LEVELS.best.minSsim,
  balanced: PRESET_LEVELS.balanced.minSsim,
  smallest: PRESET_LEVELS.smallest.minSsim,
};
const PRESETS: readonly Preset[] = ['best', 'balanced', 'smallest'];

export interface CompressOptions {
  zipLimits?: ZipLimits;
  reencodeVideo?: VideoReencoder;
}

async function assertZipSignature(file: string, name: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    const magic = buffer.readUInt32LE(0);
    // Local file header, or the end record of an empty archive.
    if (bytesRead === 4 && (magic === 0x04034b50 || magic === 0x06054b50)) return;
  } finally {
    await handle.close();
  }
  throw new ToolError(
    'invalid_file',
    `"${name}" is not a ZIP-based file (a password-protected or older .ppt/.doc/.xls file, or a damaged one?), so it cannot be compressed.`,
  );
}

/**
 * `run` with injectable limits and video encoder (tests use small limits). With a target size, the chosen preset is
 * tried first and the smaller ones after it until one result fits; the metadata says whether the target was met.
 */
export async function compressFile(ctx: ToolContext<Partial<CompressParams>>, options: CompressOptions = {}): Promise<ToolOutput> {
  const chosen = ctx.params.preset ?? 'balanced';
  const targetBytes = ctx.params.targetMB === undefined ? undefined : Math.round(ctx.params.targetMB * 1024 * 1024);
  const ladder = targetBytes === undefined ? [chosen] : PRESETS.slice(PRESETS.indexOf(chosen));
  let output: ToolOutput | undefined;
  for (const [step, preset] of ladder.entries()) {
    const workDir = path.join(ctx.workDir, `try-${step}`);
    await mkdir(workDir, { recursive: true });
    output = await compressWith({ ...ctx, workDir }, preset, options);
    const size = (output.metadata as { outputSize: number }).outputSize;
    if (targetBytes === undefined || size <= targetBytes) break;
  }
  const result = output!;
  if (targetBytes === undefined) return result;
  const size = (result.metadata as { outputSize: number }).outputSize;
  return { ...result, metadata: { ...result.metadata, targetBytes, targetMet: size <= targetBytes } };
}

async function compressWith(ctx: ToolContext<unknown>, preset: Preset, options: CompressOptions): Promise<ToolOutput> {
  const input = ctx.inputs[0];
  if (!input) throw new ToolError('invalid_parameter', 'Send one file to compress.');
  const kind = packageKindOf(input.name);
  if (!kind) throw new ToolError('invalid_parameter', `"${input.name}" is not a .pptx, .docx, .xlsx, .key or .zip file.`);
  await assertZipSignature(input.path, input.name);

  const inputSize = (await stat(input.path)).size;
  const ext = `.${kind}`;
  const outPath = path.join(ctx.workDir, `compressed${ext}`);
  const tmpDir = path.join(ctx.workDir, 'parts');
  await mkdir(tmpDir, { recursive: true });
  const stats = emptyStats();
  try {
    await compressPackage(input.path, outPath, kind, input.name, {
      tmpDir,
      signal: ctx.signal,
      budget: new ZipBudget(options.zipLimits ?? DEFAULT_ZIP_LIMITS),
      level: PRESET_LEVELS[preset],
      stats,
      reencodeVideo: options.reencodeVideo ?? reencodeVideo,
      progress: (fraction) => ctx.reportProgress(Math.round(fraction * 100)),
    });
  } finally {
    await rm(tmpDir, { recursive: true, force: true });
  }

  let outputSize = (await stat(outPath)).size;
  const unchanged = outputSize >= inputSize;
  if (unchanged) {
    await copyFile(input.path, outPath);
    outputSize = inputSize;
  }
  ctx.reportProgress(100);
  const shown: CompressStats = unchanged
    ? { ...emptyStats(), pictures: { reencoded: 0, downscaled: 0, kept: countPictures(stats) } }
    : stats;
  const savedBytes = inputSize - outputSize;
  return {
    path: outPath,
    fileName: `${safeFileBase(splitFileName(input.name).base, 'compressed')}-compressed${ext}`,
    mimeType: MIME[kind],
    metadata: {
      inputSize,
      outputSize,
      preset,
      savedBytes,
      savedPercent: inputSize > 0 ? Math.round((savedBytes / inputSize) * 1000) / 10 : 0,
      pictures: shown.pictures,
      videos: shown.videos,
      worstSsim: shown.worstSsim === null ? null : Math.round(shown.worstSsim * 10000) / 10000,
      unchanged,
      ...(unchanged ? { note: 'A compressed copy would not have been smaller, so the original file is returned unchanged.' } : {}),
      ...(stats.signedFiles > 0 && !unchanged
        ? { signed: true, note: 'The file is digitally signed: only its container was recompressed, so the signature stays valid.' }
        : {}),
    },
    preview: { bytes: outputSize },
  };
}

function countPictures(stats: CompressStats): number {
  return stats.pictures.reencoded + stats.pictures.kept;
}

export const run: ToolRun<Partial<CompressParams>> = (ctx) => compressFile(ctx);

export const engineTool = defineEngineTool({ type: 'file.compress', run });
