/**
 * Whether a size asked of Reduce video can be met: the bitrate the size leaves for the picture over the video's
 * length must stay above what still shows a picture. The engine refuses such a size when it runs, and core before the
 * upload where it can read the length (main/core/media-length.ts), in the same words. Pure, so both share it.
 */

/** The error code of a size too small for the length: the file is fine, the size asked is not (no retry helps). */
export const TARGET_TOO_SMALL = 'target_too_small';

/** Kept for the container: the bitrate left for the picture is what remains after it and the sound. */
const MUX_OVERHEAD = 0.02;
/** The sound's bitrate where its own is unknown or higher (the encoder's AAC setting). */
export const AUDIO_BITRATE_GUESS = 128_000;
/** Below this a picture is mush at any resolution: the size asked is refused rather than met with a blur. */
const MIN_VIDEO_BITRATE = 100_000;

export interface VideoLength {
  /** Seconds. */
  duration: number;
  /** The sound's bitrate, null where there is no sound; undefined where there is sound of an unknown rate. */
  audioBitRate: number | null | undefined;
}

/** The sound's share of the bitrate as the encoder will write it (0 when dropped or absent). */
export function audioBitrateFor(length: VideoLength, dropAudio: boolean): number {
  if (dropAudio || length.audioBitRate === null) return 0;
  return Math.min(length.audioBitRate ?? AUDIO_BITRATE_GUESS, AUDIO_BITRATE_GUESS);
}

/** The picture's bitrate a size leaves over the length. */
export function videoBitrateFor(targetMB: number, length: VideoLength, dropAudio: boolean): number {
  return ((targetMB * 1024 * 1024 * 8) / length.duration) * (1 - MUX_OVERHEAD) - audioBitrateFor(length, dropAudio);
}

/** Why the size cannot be met, for an edge to word (shared/i18n/video-target-words.ts): the size to ask for instead. */
export interface TargetRefusal {
  targetMB: number;
  /** The video's length, rounded to seconds. */
  seconds: number;
  name: string;
  /** The smallest size that can be met, in MB to a tenth. */
  smallestMB: number;
  /** Whether dropping the sound would help (the video has sound and keeps it). */
  hasSound: boolean;
}

export function targetRefusalOf(targetMB: number, length: VideoLength, dropAudio: boolean, name: string): TargetRefusal | null {
  if (videoBitrateFor(targetMB, length, dropAudio) >= MIN_VIDEO_BITRATE) return null;
  const audio = audioBitrateFor(length, dropAudio);
  const smallest = ((MIN_VIDEO_BITRATE + audio) * length.duration) / 8 / (1 - MUX_OVERHEAD) / 1024 / 1024;
  return { targetMB, seconds: Math.round(length.duration), name, smallestMB: Math.ceil(smallest * 10) / 10, hasSound: audio > 0 };
}

/** The refusal in English, the engine's and the API's words. */
export function targetRefusalEnglish(refusal: TargetRefusal): string {
  const { targetMB, seconds, name, smallestMB, hasSound } = refusal;
  return `${targetMB} MB is too small for the ${seconds} s of “${name}”: ask for at least ${smallestMB} MB${hasSound ? ', or drop the sound' : ''}.`;
}

/** Why the size cannot be met, naming the size to ask for instead; null when it can. */
export function targetRefusal(targetMB: number, length: VideoLength, dropAudio: boolean, name: string): string | null {
  const refusal = targetRefusalOf(targetMB, length, dropAudio, name);
  return refusal ? targetRefusalEnglish(refusal) : null;
}
