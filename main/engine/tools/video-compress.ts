/**
 * video.compress: any video ffmpeg reads → H.264/AAC MP4 (settings in support/video-settings.ts), at most 1080p,
 * rotation applied, duration and audio kept. Progress comes from ffmpeg's own `-progress` output.
 *
 * When the result is not smaller than the input: if the input already is an MP4 that any player takes (H.264 4:2:0,
 * AAC or no audio, within 1080p), the original bytes are returned (`keptOriginal: true`); otherwise the re-encoded
 * file is still returned — the format change is worth having — and `largerThanInput: true` says so.
 */
import { copyFile, stat } from 'node:fs/promises';
import { devNull } from 'node:os';
import path from 'node:path';
import { findFfmpeg, findFfprobe } from '../lib/media/ffmpeg';
import { createProgressParser } from '../lib/media/ffmpeg-progress';
import { safeFileBase, splitFileName } from '../lib/files/file-names';
import type { MediaInfo } from '../lib/media/media-probe';
import { probeMedia } from '../lib/media/media-probe';
import { stoppedFailure } from '../lib/process/process-exit';
import { lastLines, runProcess } from '../lib/process/process-runner';
import { DEFAULT_ENCODING, h264Mp4Args, targetSize, type VideoEncoding } from '../lib/media/video-settings';
import type { ParamsOf } from '../../../shared/tools/catalog';
import { TARGET_TOO_SMALL, targetRefusal, videoBitrateFor } from '../../../shared/tools/video-target';
import { defineEngineTool, type ToolContext, type ToolRun } from './tool';
import { ToolError } from '../lib/errors/tool-error';

const MP4_EXTENSIONS = new Set(['.mp4', '.m4v']);

/** Partial: a caller inside the engine (and the tests) may leave out what the schema would default. */
type VideoParams = Partial<ParamsOf<'video.compress'>>;

function isDeliverableMp4(media: MediaInfo, fileName: string, encoding: VideoEncoding): boolean {
  const video = media.video;
  if (!video || !MP4_EXTENSIONS.has(splitFileName(fileName).ext.toLowerCase())) return false;
  return (
    video.codec === 'h264' &&
    video.pixFmt === 'yuv420p' &&
    !targetSize(video.displayWidth, video.displayHeight, encoding.resolution).scaled &&
    (media.audio === null || (media.audio.codec === 'aac' && !encoding.dropAudio))
  );
}

/** The encoding the params ask for; a size asked becomes a video bitrate for the duration. */
function encodingOf(params: VideoParams, media: MediaInfo, name: string): VideoEncoding {
  const encoding: VideoEncoding = {
    resolution: params.resolution ?? DEFAULT_ENCODING.resolution,
    quality: params.quality ?? DEFAULT_ENCODING.quality,
    dropAudio: params.audio === 'drop',
  };
  if (params.targetMB === undefined) return encoding;
  const duration = media.duration ?? 0;
  if (!(duration > 0))
    throw new ToolError('invalid_file', `The length of “${name}” is unknown, so no size can be aimed at: leave the size empty.`);
  const length = { duration, audioBitRate: media.audio ? (media.audio.bitRate ?? undefined) : null };
  const refusal = targetRefusal(params.targetMB, length, encoding.dropAudio, name);
  if (refusal) throw new ToolError(TARGET_TOO_SMALL, refusal);
  const videoBitrate = videoBitrateFor(params.targetMB, length, encoding.dropAudio);
  return { ...encoding, videoBitrate };
}

async function encode(
  ctx: ToolContext<VideoParams>,
  media: MediaInfo,
  encoding: VideoEncoding,
  output: string,
  ffmpeg: string,
): Promise<void> {
  const input = ctx.inputs[0]!;
  const passes: (1 | 2 | null)[] = encoding.videoBitrate === undefined ? [null] : [1, 2];
  const log = path.join(ctx.workDir, 'pass');
  for (const pass of passes) {
    const share = pass === 1 ? [0, 0.4] : pass === 2 ? [0.4, 0.6] : [0, 1];
    const args = h264Mp4Args({
      input: input.path,
      output: pass === 1 ? devNull : output,
      media,
      progress: true,
      encoding,
      ...(pass ? { pass: { number: pass, log } } : {}),
    });
    const result = await runProcess(ffmpeg, args, {
      signal: ctx.signal,
      cwd: ctx.workDir,
      onStdoutLine: createProgressParser(media.duration, (p) => ctx.reportProgress(Math.round(share[0]! * 100 + share[1]! * p))),
    });
    const stopped = stoppedFailure('ffmpeg', input.name, result);
    if (stopped) throw stopped;
    if (result.exitCode !== 0) {
      const detail = lastLines(result.stderr.split(input.path).join(input.name), 2);
      throw new ToolError('invalid_file', `“${input.name}” could not be converted${detail ? `: ${detail}` : '.'}`);
    }
  }
}

export const run: ToolRun<VideoParams> = async (ctx) => {
  const { inputs, workDir, signal } = ctx;
  const input = inputs[0];
  if (!input) throw new ToolError('invalid_parameter', 'Send one video file.');
  const [ffmpeg, ffprobe] = await Promise.all([findFfmpeg(), findFfprobe()]);

  const media = await probeMedia(ffprobe.path, input.path, input.name, signal);
  if (!media.video) {
    throw new ToolError('invalid_file', `“${input.name}” has no video picture in it${media.audio ? ' (only sound)' : ''}.`);
  }
  if (/(^|,)(image2|\w+_pipe)(,|$)/.test(media.formatName)) {
    throw new ToolError('invalid_file', `“${input.name}” is a still picture, not a video.`);
  }

  const encoding = encodingOf(ctx.params, media, input.name);
  const encoded = path.join(workDir, 'encoded.mp4');
  await encode(ctx, media, encoding, encoded, ffmpeg.path);

  const out = await probeMedia(ffprobe.path, encoded, input.name, signal);
  if (!out.video || !(out.duration && out.duration > 0)) {
    throw new ToolError('invalid_file', `“${input.name}” could not be converted: no picture could be decoded from it.`);
  }

  const inputSize = (await stat(input.path)).size;
  let outputPath = encoded;
  let outputInfo = out;
  let keptOriginal = false;
  if ((await stat(encoded)).size >= inputSize && isDeliverableMp4(media, input.name, encoding)) {
    outputPath = path.join(workDir, 'original.mp4');
    await copyFile(input.path, outputPath);
    outputInfo = media;
    keptOriginal = true;
  }
  const size = (await stat(outputPath)).size;
  const shown = outputInfo.video!;
  ctx.reportProgress(100);

  const base = safeFileBase(splitFileName(input.name).base, 'video');
  return {
    path: outputPath,
    fileName: `${base}-compressed.mp4`,
    mimeType: 'video/mp4',
    metadata: {
      duration: outputInfo.duration,
      // Before → after in the app's result view: the input's own length, as ffprobe read it.
      inputDuration: media.duration,
      width: shown.displayWidth,
      height: shown.displayHeight,
      inputSize,
      videoCodec: shown.codec,
      audioCodec: outputInfo.audio?.codec ?? null,
      originalWidth: media.video.displayWidth,
      originalHeight: media.video.displayHeight,
      rotationApplied: keptOriginal ? 0 : media.video.rotation,
      keptOriginal,
      resolution: encoding.resolution,
      quality: encoding.quality,
      audioDropped: encoding.dropAudio,
      ...(ctx.params.targetMB === undefined ? {} : { targetBytes: Math.round(ctx.params.targetMB * 1024 * 1024), twoPass: true }),
      largerThanInput: size > inputSize,
      ffmpegSource: ffmpeg.source,
    },
    preview: { bytes: size },
  };
};

export const engineTool = defineEngineTool({ type: 'video.compress', run });
