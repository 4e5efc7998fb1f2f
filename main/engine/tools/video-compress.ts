/**
 * video.compress: any video ffmpeg reads → H.264/AAC MP4 (settings in support/video-settings.ts), at most 1080p,
 * rotation applied, duration and audio kept. Progress comes from ffmpeg's own `-progress` output.
 *
 * When the result is not smaller than the input: if the input already is an MP4 that any player takes (H.264 4:2:0,
 * AAC or no audio, within 1080p), the original bytes are returned (`keptOriginal: true`); otherwise the re-encoded
 * file is still returned — the format change is worth having — and `largerThanInput: true` says so.
 */
import { copyFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { findFfmpeg, findFfprobe } from '../lib/media/ffmpeg';
import { createProgressParser } from '../lib/media/ffmpeg-progress';
import { safeFileBase, splitFileName } from '../lib/files/file-names';
import type { MediaInfo } from '../lib/media/media-probe';
import { probeMedia } from '../lib/media/media-probe';
import { stoppedFailure } from '../lib/process/process-exit';
import { lastLines, runProcess } from '../lib/process/process-runner';
import { h264Mp4Args, targetSize } from '../lib/media/video-settings';
import { defineEngineTool, type ToolRun } from './tool';
import { ToolError } from '../lib/errors/tool-error';

const MP4_EXTENSIONS = new Set(['.mp4', '.m4v']);

function isDeliverableMp4(media: MediaInfo, fileName: string): boolean {
  const video = media.video;
  if (!video || !MP4_EXTENSIONS.has(splitFileName(fileName).ext.toLowerCase())) return false;
  return (
    video.codec === 'h264' &&
    video.pixFmt === 'yuv420p' &&
    !targetSize(video.displayWidth, video.displayHeight).scaled &&
    (media.audio === null || media.audio.codec === 'aac')
  );
}

export const run: ToolRun = async (ctx) => {
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

  const encoded = path.join(workDir, 'encoded.mp4');
  const args = h264Mp4Args({ input: input.path, output: encoded, media, progress: true });
  const result = await runProcess(ffmpeg.path, args, {
    signal,
    onStdoutLine: createProgressParser(media.duration, (p) => ctx.reportProgress(p)),
  });
  const stopped = stoppedFailure('ffmpeg', input.name, result);
  if (stopped) throw stopped;
  if (result.exitCode !== 0) {
    const detail = lastLines(result.stderr.split(input.path).join(input.name), 2);
    throw new ToolError('invalid_file', `“${input.name}” could not be converted${detail ? `: ${detail}` : '.'}`);
  }

  const out = await probeMedia(ffprobe.path, encoded, input.name, signal);
  if (!out.video || !(out.duration && out.duration > 0)) {
    throw new ToolError('invalid_file', `“${input.name}” could not be converted: no picture could be decoded from it.`);
  }

  const inputSize = (await stat(input.path)).size;
  let outputPath = encoded;
  let outputInfo = out;
  let keptOriginal = false;
  if ((await stat(encoded)).size >= inputSize && isDeliverableMp4(media, input.name)) {
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
      largerThanInput: size > inputSize,
      ffmpegSource: ffmpeg.source,
    },
    preview: { bytes: size },
  };
};

export const engineTool = defineEngineTool({ type: 'video.compress', run });
