/** What ffprobe says about a media file, reduced to what the encoders need. */
import { ToolError } from '../errors/tool-error';
import { lastLines, ProcessTimeoutError, runProcess } from '../process/process-runner';

export interface VideoStreamInfo {
  /** Absolute stream index in the file, for `-map 0:<index>`. */
  index: number;
  codec: string;
  /** Stored (coded) size, before rotation. */
  width: number;
  height: number;
  /** Degrees a player turns the picture: 0, 90, 180 or 270. */
  rotation: number;
  /** Size as shown, after rotation. */
  displayWidth: number;
  displayHeight: number;
  pixFmt: string | null;
  frameRate: number | null;
}

export interface AudioStreamInfo {
  index: number;
  codec: string;
  channels: number;
  sampleRate: number | null;
  bitRate: number | null;
}

export interface MediaInfo {
  /** Seconds; null when the container does not say (e.g. some MediaRecorder WebM files). */
  duration: number | null;
  formatName: string;
  video: VideoStreamInfo | null;
  audio: AudioStreamInfo | null;
}

interface RawStream {
  index?: number;
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  channels?: number;
  sample_rate?: string;
  bit_rate?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number | string }[];
}

interface RawProbe {
  streams?: RawStream[];
  format?: { format_name?: string; duration?: string };
}

function toNumber(value: string | number | undefined): number | null {
  if (value === undefined || value === '' || value === 'N/A') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function frameRate(text: string | undefined): number | null {
  const match = /^(\d+)\/(\d+)$/.exec(text ?? '');
  if (!match) return null;
  const den = Number(match[2]);
  return den > 0 ? Number(match[1]) / den : null;
}

/**
 * Newer ffprobe reports a display matrix `rotation`, older ones a `rotate` tag. Their signs have differed between
 * ffprobe versions; only whether the picture turns sideways (90/270) matters to the encoder, ffmpeg applies the rest.
 */
function rotationOf(stream: RawStream): number {
  const matrix = stream.side_data_list?.find((s) => s.rotation !== undefined)?.rotation;
  let degrees = 0;
  if (matrix !== undefined) degrees = Number(matrix);
  else if (stream.tags?.rotate !== undefined) degrees = Number(stream.tags.rotate);
  if (!Number.isFinite(degrees)) return 0;
  return (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;
}

export function parseProbe(json: string): MediaInfo {
  const raw = JSON.parse(json) as RawProbe;
  const streams = raw.streams ?? [];
  const v = streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1 && (s.width ?? 0) > 0);
  const a = streams.find((s) => s.codec_type === 'audio');
  let video: VideoStreamInfo | null = null;
  if (v) {
    const rotation = rotationOf(v);
    const width = v.width ?? 0;
    const height = v.height ?? 0;
    const swapped = rotation === 90 || rotation === 270;
    video = {
      index: v.index ?? 0,
      codec: v.codec_name ?? 'unknown',
      width,
      height,
      rotation,
      displayWidth: swapped ? height : width,
      displayHeight: swapped ? width : height,
      pixFmt: v.pix_fmt ?? null,
      frameRate: frameRate(v.avg_frame_rate) ?? frameRate(v.r_frame_rate),
    };
  }
  const audio: AudioStreamInfo | null = a
    ? {
        index: a.index ?? 0,
        codec: a.codec_name ?? 'unknown',
        channels: a.channels ?? 2,
        sampleRate: toNumber(a.sample_rate),
        bitRate: toNumber(a.bit_rate),
      }
    : null;
  const duration = toNumber(raw.format?.duration) ?? toNumber(v?.duration) ?? toNumber(a?.duration);
  return { duration, formatName: raw.format?.format_name ?? 'unknown', video, audio };
}

/**
 * Containers that are lists of other files or network streams (playlists, manifests, SDP): ffmpeg would read
 * whatever they name, so an upload posing as a video could pull another file of this machine into its output.
 */
const REFERENCING_FORMATS = new Set(['hls', 'applehttp', 'dash', 'webm_dash_manifest', 'concat', 'imf', 'sdp', 'rtsp', 'rtp']);

/** Only local files; what a playlist opens is held to the same list, so nothing reaches the network. */
export const LOCAL_FILES_ONLY = ['-protocol_whitelist', 'file'];

/**
 * Probes `file`; an unreadable file becomes ToolError('invalid_file') naming `displayName`, and so does a playlist
 * or manifest that points to other files.
 */
export async function probeMedia(ffprobePath: string, file: string, displayName: string, signal?: AbortSignal): Promise<MediaInfo> {
  let result;
  try {
    result = await runProcess(
      ffprobePath,
      ['-v', 'error', ...LOCAL_FILES_ONLY, '-print_format', 'json', '-show_format', '-show_streams', file],
      {
        signal,
        timeoutMs: 60_000,
      },
    );
  } catch (error) {
    if (error instanceof ProcessTimeoutError) {
      throw new ToolError('invalid_file', `“${displayName}” could not be read: examining it took longer than a minute.`);
    }
    throw error;
  }
  if (result.exitCode !== 0) {
    const detail = lastLines(result.stderr, 1).replace(file, displayName);
    throw new ToolError('invalid_file', `“${displayName}” is not a video that can be read${detail ? ` (${detail})` : ''}.`);
  }
  const media = parseProbe(result.stdout);
  if (media.formatName.split(',').some((name) => REFERENCING_FORMATS.has(name))) {
    throw new ToolError(
      'invalid_file',
      `“${displayName}” is a playlist or stream description (${media.formatName}), not a video: it points to other files. Send the video file itself.`,
    );
  }
  return media;
}
