/**
 * How Deckhand re-encodes video: H.264 (libx264) + AAC in MP4 with `+faststart`, 8-bit 4:2:0, at most 1080p.
 * Shared by `video.compress` and the file compressor (videos inside decks), so both give the same result.
 *
 * Preset `veryfast` at CRF 23, measured here on a 5 s 1080p30 natural-image pan (2 cores, libx264 from Debian's ffmpeg 5.1):
 *   veryfast crf23: 0.97 MB, SSIM 0.979, 3.5 s   |   medium crf26: 1.02 MB, SSIM 0.980, 9.1 s   |   medium crf23: 1.59 MB, 8.3 s
 * `medium` buys ~10 % smaller files at equal quality for ~2.5× the encoding time; on users' laptops a ten-minute video
 * taking minutes instead of a quarter hour matters more, so `veryfast`.
 */
import { LOCAL_FILES_ONLY, type AudioStreamInfo, type MediaInfo, type VideoStreamInfo } from './media-probe';

export const H264_PRESET = 'veryfast';
export const H264_CRF = 23;
/** 1080p in either orientation: the long side at most 1920, the short side at most 1080. */
export const MAX_LONG_SIDE = 1920;
export const MAX_SHORT_SIDE = 1080;
/** AAC at or below this bitrate is copied instead of re-encoded (no generation loss, no time). */
export const AAC_COPY_MAX_BITRATE = 192_000;

/** Where the short side is capped: `original` keeps the picture's size (rounded to even sides). */
export type VideoResolution = 'original' | '1080p' | '720p' | '480p';
export type VideoQuality = 'high' | 'balanced' | 'small';

/** CRF per quality: 23 is today's (see above); 20 is visibly cleaner on fine detail, 28 about half the bits of 23. */
export const CRF: Readonly<Record<VideoQuality, number>> = { high: 20, balanced: H264_CRF, small: 28 };
const SHORT_SIDE: Readonly<Record<Exclude<VideoResolution, 'original'>, number>> = { '1080p': 1080, '720p': 720, '480p': 480 };

/** How a video is encoded; the default is what Deckhand always did (1080p, CRF 23, sound kept). */
export interface VideoEncoding {
  resolution: VideoResolution;
  quality: VideoQuality;
  dropAudio: boolean;
  /** Two-pass at this video bitrate (bits per second) instead of a CRF. */
  videoBitrate?: number;
}

export const DEFAULT_ENCODING: VideoEncoding = { resolution: '1080p', quality: 'balanced', dropAudio: false };

export interface TargetSize {
  width: number;
  height: number;
  /** True when the picture has to be scaled (downscaled, or rounded to even dimensions for 4:2:0). */
  scaled: boolean;
}

const even = (n: number): number => Math.max(2, 2 * Math.round(n / 2));

/** Output size for a picture shown at `width`×`height` (after rotation): fit within the resolution, aspect kept, even sides. */
export function targetSize(width: number, height: number, resolution: VideoResolution = '1080p'): TargetSize {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  const maxShort = resolution === 'original' ? Infinity : SHORT_SIDE[resolution];
  const maxLong = resolution === 'original' ? Infinity : (maxShort * MAX_LONG_SIDE) / MAX_SHORT_SIDE;
  const factor = Math.min(1, maxLong / long, maxShort / short);
  const w = even(width * factor);
  const h = even(height * factor);
  return { width: w, height: h, scaled: w !== width || h !== height };
}

/**
 * Video encoding arguments for the stream `video` of input 0. ffmpeg applies the rotation (display matrix) itself
 * before our filters (`-autorotate` is on by default), so the scale works on the picture as shown, and the output
 * carries upright pixels without a rotation flag — which every player shows correctly.
 */
export function h264VideoArgs(video: VideoStreamInfo, encoding: VideoEncoding = DEFAULT_ENCODING): string[] {
  const size = targetSize(video.displayWidth, video.displayHeight, encoding.resolution);
  const rate =
    encoding.videoBitrate === undefined
      ? ['-crf', String(CRF[encoding.quality])]
      : [
          '-b:v',
          String(Math.round(encoding.videoBitrate)),
          '-maxrate',
          String(Math.round(encoding.videoBitrate * 1.5)),
          '-bufsize',
          String(Math.round(encoding.videoBitrate * 2)),
        ];
  const args = ['-map', `0:${video.index}`, '-c:v', 'libx264', '-preset', H264_PRESET, ...rate];
  if (size.scaled) args.push('-vf', `scale=${size.width}:${size.height}:flags=lanczos`);
  args.push('-pix_fmt', 'yuv420p');
  return args;
}

/** Audio arguments: AAC kept as is when its bitrate is already modest, otherwise AAC at 64 kb/s per channel. */
export function aacAudioArgs(audio: AudioStreamInfo | null): string[] {
  if (!audio) return ['-an'];
  const args = ['-map', `0:${audio.index}`];
  if (audio.codec === 'aac' && (audio.bitRate === null || audio.bitRate <= AAC_COPY_MAX_BITRATE)) {
    return [...args, '-c:a', 'copy'];
  }
  const channels = audio.channels > 8 ? 2 : Math.max(1, audio.channels);
  args.push('-c:a', 'aac', '-b:a', `${Math.min(384, channels * 64)}k`);
  if (channels !== audio.channels) args.push('-ac', String(channels));
  return args;
}

/**
 * The whole ffmpeg command line (after the binary) to turn `input` into an H.264/AAC MP4 at `output`.
 * With `progress`, ffmpeg writes `key=value` progress blocks to stdout (see ffmpeg-progress.ts).
 */
export function h264Mp4Args(options: {
  input: string;
  output: string;
  media: MediaInfo;
  progress?: boolean;
  encoding?: VideoEncoding;
  /** Two-pass: `1` analyses only (no sound, no file), `2` encodes using the log; both name the log's stem. */
  pass?: { number: 1 | 2; log: string };
}): string[] {
  const { input, output, media, pass } = options;
  const encoding = options.encoding ?? DEFAULT_ENCODING;
  if (!media.video) throw new Error('h264Mp4Args needs a video stream');
  const passArgs = pass ? ['-pass', String(pass.number), '-passlogfile', pass.log] : [];
  const audio = encoding.dropAudio || pass?.number === 1 ? ['-an'] : aacAudioArgs(media.audio);
  return [
    '-hide_banner',
    '-nostdin',
    '-v',
    'error',
    ...(options.progress ? ['-progress', 'pipe:1', '-nostats'] : []),
    ...LOCAL_FILES_ONLY,
    '-i',
    input,
    ...h264VideoArgs(media.video, encoding),
    ...passArgs,
    ...audio,
    '-sn',
    '-dn',
    // Inputs with sparse or late audio otherwise stop with "Too many packets buffered for output stream".
    '-max_muxing_queue_size',
    '4096',
    ...(pass?.number === 1 ? ['-f', 'null'] : ['-movflags', '+faststart', '-f', 'mp4']),
    '-y',
    output,
  ];
}
