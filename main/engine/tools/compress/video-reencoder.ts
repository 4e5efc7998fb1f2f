/**
 * Re-encodes a video embedded in a document with the video reducer's settings (support/video-settings.ts), so a deck's
 * video and a video compressed on its own come out the same. MP4 parts only: the part keeps its name and its
 * `video/mp4` content type. The caller keeps the original unless the result is clearly smaller.
 */
import { stat } from 'node:fs/promises';
import { findFfmpeg, findFfprobe } from '../../lib/media/ffmpeg';
import { probeMedia } from '../../lib/media/media-probe';
import { runProcess } from '../../lib/process/process-runner';
import { h264Mp4Args } from '../../lib/media/video-settings';

export type VideoReencoder = (input: string, output: string, label: string, signal: AbortSignal) => Promise<boolean>;

const VIDEO_TIMEOUT_MS = 30 * 60_000;

/** True when `output` holds a playable re-encoding of `input` with the same duration (±0.5 s). */
export const reencodeVideo: VideoReencoder = async (input, output, label, signal) => {
  let ffmpeg: string;
  let ffprobe: string;
  try {
    [ffmpeg, ffprobe] = [(await findFfmpeg()).path, (await findFfprobe()).path];
  } catch {
    // No usable ffmpeg here: the video simply stays as it is.
    return false;
  }
  let media;
  try {
    media = await probeMedia(ffprobe, input, label, signal);
  } catch {
    return false;
  }
  if (!media.video) return false;
  const result = await runProcess(ffmpeg, h264Mp4Args({ input, output, media }), { signal, timeoutMs: VIDEO_TIMEOUT_MS });
  if (result.exitCode !== 0) return false;
  try {
    const out = await probeMedia(ffprobe, output, label, signal);
    if (!out.video || (await stat(output)).size === 0) return false;
    if (media.duration !== null && (out.duration === null || Math.abs(out.duration - media.duration) > 0.5)) return false;
  } catch {
    return false;
  }
  return true;
};
